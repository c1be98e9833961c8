import type { StatusPage, StatusPageComponent, StatusPageList } from '../../../shared/contracts/status-pages';

export const PAGE_ID = '5a7e0000-0000-4000-8000-000000000001';
export const DOMAIN_A = '7d1b7a52-0000-4000-8000-000000000001';
export const DOMAIN_B = '7d1b7a52-0000-4000-8000-000000000002';

export function makePage(overrides: Partial<StatusPage> = {}): StatusPage {
  return {
    id: PAGE_ID,
    slug: 'acme',
    name: 'Acme status',
    description: null,
    publicUrl: 'https://sitewarden.test/public/status/acme',
    logoUrl: null,
    faviconUrl: null,
    customCss: null,
    customDomain: null,
    theme: {},
    isPublic: true,
    hasPassword: false,
    showHistoryDays: 90,
    allowSubscriptions: true,
    autoIncidents: false,
    componentCount: 2,
    subscriberCount: 14,
    activeIncidentCount: 1,
    indicator: 'minor',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePageList(data: StatusPage[], overrides: Partial<StatusPageList> = {}): StatusPageList {
  return { data, limit: 3, used: data.length, ...overrides };
}

export function makeComponent(overrides: Partial<StatusPageComponent> = {}): StatusPageComponent {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    domainId: DOMAIN_A,
    monitorId: null,
    displayName: 'Website',
    groupName: null,
    orderIndex: 0,
    isVisible: true,
    sourceName: 'example.com',
    name: 'Website',
    state: 'operational',
    ...overrides,
  };
}
