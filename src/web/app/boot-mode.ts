/**
 * Which way the browser takes over a page (see hydration.ts), readable without React: the public pages' small entry
 * (src/web/site) asks it too, to decide whether the full app is needed at all.
 */
export const PRERENDERED_ATTR = 'data-prerendered';
export const SESSION_DEPENDENT_ATTR = 'data-session-dependent';
export const SESSION_HINT_ATTR = 'data-session-hint';

export type BootMode = 'hydrate' | 'render';

export function bootMode(container: HTMLElement): BootMode {
  if (!container.hasAttribute(PRERENDERED_ATTR)) return 'render';
  return hasSessionHint() && container.hasAttribute(SESSION_DEPENDENT_ATTR) ? 'render' : 'hydrate';
}

/** The boot script saw the signed-in companion cookie (src/shared/prerender/boot-script.ts). */
export function hasSessionHint(): boolean {
  return document.documentElement.hasAttribute(SESSION_HINT_ATTR);
}
