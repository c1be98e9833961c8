import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVitalsBuffer, flushVitals } from './web-vitals-reporter';

const metric = (name: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB', value: number, id = `${name}-${value}`) => ({
  name,
  value,
  id,
  rating: 'good' as const,
  navigationType: 'navigate' as const,
});

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

describe('web vitals reporting (SPEC §7, §9.3)', () => {
  it('keeps the last 10 values of each vital and at most 100 entries', () => {
    const buffer = createVitalsBuffer();
    for (let i = 0; i < 60; i += 1) {
      buffer.add(metric('LCP', i));
      buffer.add(metric('CLS', i / 100));
    }
    const { payload } = buffer.take();
    expect(payload.lcp).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(payload.cls).toHaveLength(10);
    expect(payload.inp).toEqual([]);
    expect(payload.entries).toHaveLength(100);
    expect(payload.entries.at(-1)).toMatchObject({ name: 'CLS', value: 0.59 });
    expect(payload).toHaveProperty('userAgent');
    expect(payload).toHaveProperty('url');
    expect(payload).toHaveProperty('timestamp');
    expect(payload).toHaveProperty('pageLoadTime');
  });

  it('sends nothing when nothing is buffered', async () => {
    const send = vi.fn(() => Promise.resolve());
    await flushVitals(createVitalsBuffer(), send);
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the buffer after a successful report', async () => {
    const buffer = createVitalsBuffer();
    buffer.add(metric('LCP', 1200));
    const send = vi.fn(() => Promise.resolve());
    await flushVitals(buffer, send);
    expect(send).toHaveBeenCalledOnce();
    expect(buffer.isEmpty()).toBe(true);
  });

  it('keeps the buffer and only logs when the report fails', async () => {
    const buffer = createVitalsBuffer();
    buffer.add(metric('INP', 80));
    await expect(flushVitals(buffer, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(buffer.isEmpty()).toBe(false);
    expect(console.debug).toHaveBeenCalled();
  });
});
