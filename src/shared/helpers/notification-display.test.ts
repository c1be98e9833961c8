import { describe, expect, it } from 'vitest';
import { recentFailures } from './notification-display';

describe('recentFailures', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  const at = (iso: string, status: 'failed' | 'sent' | 'retrying') => ({ createdAt: iso, status });

  it('keeps failures of the last 7 days only, not retries or successes', () => {
    const list = [
      at('2025-06-10T11:00:00Z', 'failed'),
      at('2025-06-10T11:30:00Z', 'retrying'),
      at('2025-06-09T08:00:00Z', 'sent'),
      at('2025-06-03T12:00:00Z', 'failed'),
      at('2025-06-03T11:59:00Z', 'failed'),
    ];
    expect(recentFailures(list, now).map((d) => d.createdAt)).toEqual(['2025-06-10T11:00:00Z', '2025-06-03T12:00:00Z']);
    expect(recentFailures(list, now, 1)).toHaveLength(1);
  });
});
