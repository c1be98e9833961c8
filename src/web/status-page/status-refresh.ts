/**
 * The public status pages' only script (issue 17, decision 052; an incident's page loads it too): no framework, a
 * few kilobytes gzipped. The pages work without it; with it, times read on the visitor's clock (local-times.ts,
 * decision 079), the main region is fetched again every STATUS_PAGE_REFRESH_SECONDS (paused while the tab is
 * hidden, or while the visitor is inside the region), the day bars take arrow keys (one tab stop per bar row), and
 * the subscribe form answers in place.
 */
import { showLocalTimes } from './local-times';

const main = document.getElementById('sw-main');

function startRefresh(region: HTMLElement): void {
  const url = region.dataset.refresh;
  const seconds = Number(region.dataset.refreshSeconds);
  if (!url || !(seconds > 0)) return;
  let last = Date.now();
  let busy = false;
  const refresh = async () => {
    if (busy || document.visibilityState !== 'visible' || region.contains(document.activeElement)) return;
    busy = true;
    try {
      const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
      if (response.ok) {
        region.innerHTML = await response.text();
        showLocalTimes(region);
      }
      last = Date.now();
    } catch {
      // offline for a moment: the next turn tries again
    } finally {
      busy = false;
    }
  };
  setInterval(() => void refresh(), seconds * 1000);
  document.addEventListener('visibilitychange', () => {
    if (Date.now() - last >= seconds * 1000) void refresh();
  });
}

const KEYS: Record<string, (items: Element[], index: number) => number> = {
  ArrowLeft: (_items, i) => Math.max(0, i - 1),
  ArrowRight: (items, i) => Math.min(items.length - 1, i + 1),
  Home: () => 0,
  End: (items) => items.length - 1,
};

/** Arrow keys walk a component's day bars (roving tabindex: the row keeps one tab stop). */
function barKeys(region: HTMLElement): void {
  region.addEventListener('keydown', (event) => {
    const bar = event.target instanceof HTMLElement ? event.target : null;
    const move = KEYS[event.key];
    if (!bar?.parentElement?.classList.contains('sw-bars') || !move) return;
    const items = [...bar.parentElement.children];
    const next = items[move(items, items.indexOf(bar))];
    if (!(next instanceof HTMLElement)) return;
    event.preventDefault();
    bar.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
}

/** The subscribe form posts JSON and shows the answer's message (another part of issue 17 answers it). */
function subscribeForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-subscribe]');
  const message = document.querySelector<HTMLElement>('[data-subscribe-message]');
  if (!form || !message) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = new FormData(form).get('email');
    message.textContent = 'Sending…';
    void fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email }),
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        message.textContent =
          answer?.message ?? (response.ok ? 'Check your inbox to confirm.' : 'That did not work. Please try again.');
        if (response.ok) form.reset();
      })
      .catch(() => {
        message.textContent = 'The request failed. Check your connection and try again.';
      });
  });
}

showLocalTimes(document);
if (main) {
  startRefresh(main);
  barKeys(main);
}
subscribeForm();
