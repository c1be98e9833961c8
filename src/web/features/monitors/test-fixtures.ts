import type { Monitor, MonitorList } from '../../../shared/contracts/monitors';

export const DOMAIN_ID = '7d1b7a52-0000-4000-8000-0000000000aa';

export function makeMonitor(overrides: Partial<Monitor> = {}): Monitor {
  return {
    id: 'm1',
    domainId: DOMAIN_ID,
    type: 'endpoint',
    name: 'Checkout API',
    settings: {
      url: 'https://api.example.com/health',
      method: 'GET',
      headers: [],
      body: null,
      expectedStatus: ['200-299'],
      followRedirects: true,
      timeoutSeconds: 30,
      auth: { kind: 'none' },
    },
    intervalSeconds: 300,
    downtimeMinutes: null,
    alertChannels: null,
    isActive: true,
    status: 'up',
    lastMessage: 'Answered 200 in 182 ms',
    lastCheckedAt: '2025-06-15T12:00:00.000Z',
    responseTimeMs: 182,
    recentResponseTimes: [120, 150, null, 182],
    uptime24h: 99.95,
    uptime7d: 97.5,
    pushUrl: null,
    lastPingAt: null,
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeHeartbeat(overrides: Partial<Monitor> = {}): Monitor {
  return makeMonitor({
    id: 'hb1',
    type: 'heartbeat',
    name: 'Nightly backup',
    settings: { periodSeconds: 86_400, graceSeconds: 600 },
    intervalSeconds: 86_400,
    lastMessage: null,
    lastCheckedAt: null,
    responseTimeMs: null,
    recentResponseTimes: [],
    pushUrl: 'https://sitewarden.test/api/ping/secret-token-1',
    lastPingAt: '2025-06-15T03:00:00.000Z',
    ...overrides,
  });
}

export function makeList(data: Monitor[], overrides: Partial<MonitorList> = {}): MonitorList {
  return {
    data,
    limit: 10,
    minIntervalSeconds: { endpoint: 300, keyword: 300, json: 300, tcp: 300, heartbeat: 60, 'dns-record': 300 },
    ...overrides,
  };
}

export const workspaceAs = (role: 'owner' | 'admin' | 'member' | 'viewer', demo = false) => ({
  body: {
    kind: role === 'owner' ? 'personal' : 'team',
    teamId: role === 'owner' ? null : 't1',
    role,
    plan: 'pro',
    demo,
  },
});
