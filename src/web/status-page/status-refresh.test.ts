import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PAGE = `
  <main id="sw-main" data-refresh="/public/status/acme?fragment=main" data-refresh-seconds="30">
    <p>Old banner</p>
    <ol class="sw-bars"><li tabindex="-1" aria-label="day 1"></li><li tabindex="-1" aria-label="day 2"></li><li tabindex="0" aria-label="today"></li></ol>
  </main>
  <form method="post" action="/public/status/acme/subscribe" data-subscribe>
    <input name="email" type="email" value="ada@example.com">
    <button type="submit">Subscribe</button>
  </form>
  <p data-subscribe-message></p>`;

const answer = (body: string, init?: ResponseInit) => Promise.resolve(new Response(body, init));

describe('the status page script', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    document.body.innerHTML = PAGE;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    await import('./status-refresh');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('swaps in the main region every 30 seconds, and not while the visitor is inside it', async () => {
    fetchMock.mockImplementation(() => answer('<p>Major System Outage</p>'));
    (document.querySelector('li[tabindex="0"]') as HTMLElement).focus();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).not.toHaveBeenCalled();

    (document.activeElement as HTMLElement).blur();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledWith(
      '/public/status/acme?fragment=main',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(document.getElementById('sw-main')?.textContent).toBe('Major System Outage');
  });

  it("shows the swapped-in region's times on the visitor's clock too", async () => {
    fetchMock.mockImplementation(() =>
      answer(
        '<p>Updated <time datetime="2026-06-16T08:05:00.000Z">08:05 UTC</time>. <span data-zone-note>Times in UTC.</span></p>',
      ),
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(document.querySelector('[data-zone-note]')?.textContent).toMatch(/^Times in your time zone \(.+\)\.$/);
  });

  it('keeps the page as it is when the refresh fails', async () => {
    fetchMock.mockImplementation(() => answer('oops', { status: 500 }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(document.getElementById('sw-main')?.textContent).toContain('Old banner');
  });

  it('moves along the day bars with the arrow keys, keeping one tab stop', () => {
    const bars = [...document.querySelectorAll<HTMLElement>('.sw-bars li')];
    bars[2]!.focus();
    bars[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement).toBe(bars[1]);
    expect(bars.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    bars[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(document.activeElement).toBe(bars[0]);
  });

  it("posts the subscribe form as JSON and shows the answer's message", async () => {
    fetchMock.mockImplementation(() =>
      answer(JSON.stringify({ message: 'Check your inbox to confirm your subscription.' }), { status: 202 }),
    );
    const form = document.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await vi.waitFor(() =>
      expect(document.querySelector('[data-subscribe-message]')?.textContent).toBe(
        'Check your inbox to confirm your subscription.',
      ),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(new URL('/public/status/acme/subscribe', document.baseURI).href);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'ada@example.com' });
  });
});
