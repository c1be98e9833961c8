import { describe, expect, it } from 'vitest';
import { createWorkerStats, failureReason } from '../../../src/server/jobs/heartbeat/worker-stats';

const NONE = { queued: 0, running: 0 };

describe("a worker's last minute", () => {
  it('counts jobs by name, start lag percentiles and failed checks, and forgets what is over a minute old', () => {
    let now = 1_000_000;
    const stats = createWorkerStats(() => now);
    for (let i = 1; i <= 100; i++) stats.jobStarted('check:http', now - i * 10); // lags 10 ms .. 1,000 ms
    stats.jobStarted('retention');
    stats.checkRecorded('uptime', 'healthy', 'OK');
    stats.checkRecorded('uptime', 'critical', 'connect ECONNREFUSED 127.0.0.1:443');
    stats.checkRecorded('ssl', 'error', 'certificate has expired');
    stats.checkRecorded('uptime', 'warning', 'Slow response: 200 in 3 s');
    expect(stats.snapshot(15_000, NONE)).toEqual({
      everyMs: 15_000,
      jobsPerMinute: 101,
      jobsByName: { 'check:http': 100, retention: 1 },
      checksPerMinute: 4,
      lagP50Ms: 500,
      lagP99Ms: 990,
      failuresPerMinute: 2,
      failuresByKind: { uptime: 1, ssl: 1 },
      failuresByReason: { 'The server refused the connection': 1, "The site's certificate has expired": 1 },
      lighthouse: NONE,
    });
    now += 70_000;
    stats.jobStarted('check:dns');
    expect(stats.snapshot(15_000, NONE)).toMatchObject({
      jobsPerMinute: 1,
      jobsByName: { 'check:dns': 1 },
      checksPerMinute: 0,
      lagP50Ms: null,
    });
  });

  it('names reasons as the shared classification does, HTTP statuses by class, and the rest Other', () => {
    expect(failureReason('getaddrinfo ENOTFOUND nowhere.example')).toBe('The domain name could not be found in DNS');
    expect(failureReason('Server error 503 (Service Unavailable)')).toBe('Server error (HTTP 5xx)');
    expect(failureReason('Client error 404 (Not Found)')).toBe('Client error (HTTP 4xx)');
    expect(failureReason('Keyword "welcome" not found')).toBe('Other');
    expect(failureReason(null)).toBe('The check failed without saying why');
  });
});
