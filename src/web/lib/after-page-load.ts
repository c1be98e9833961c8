/** Runs `work` once the page has loaded (at once if it has): for what must stay off the critical path. */
export function afterPageLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}
