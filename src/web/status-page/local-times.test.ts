import { describe, expect, it } from 'vitest';
import { showLocalTimes } from './local-times';

const PAGE = `
  <p>Started <time datetime="2026-06-15T22:30:00.000Z">15 Jun, 22:30 UTC</time></p>
  <p>Updated <time datetime="2026-06-16T08:05:00.000Z">08:05 UTC</time>. <span data-zone-note>Times in UTC.</span></p>`;

describe('times on the visitor clock', () => {
  it("rewrites each <time> in the browser's zone and says which zone", () => {
    document.body.innerHTML = PAGE;
    showLocalTimes(document, 'Asia/Tokyo', new Date('2026-06-16T09:00:00.000Z'));
    const [started, updated] = [...document.querySelectorAll('time')].map((t) => t.textContent);
    // 22:30 UTC on the 15th is 07:30 on the 16th in Tokyo: "today" there
    expect(started).toBe('07:30 UTC+9');
    expect(updated).toBe('17:05 UTC+9');
    expect(document.querySelector('[data-zone-note]')?.textContent).toBe('Times in your time zone (Asia/Tokyo).');
  });

  it('keeps the UTC words when the browser tells no zone', () => {
    document.body.innerHTML = PAGE;
    showLocalTimes(document, null);
    expect(document.querySelector('time')?.textContent).toBe('15 Jun, 22:30 UTC');
    expect(document.querySelector('[data-zone-note]')?.textContent).toBe('Times in UTC.');
  });
});
