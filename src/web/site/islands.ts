import { ISLAND_ATTR, ISLAND_READY_ATTR, type IslandName } from '../components/island-names';
import { ISLANDS } from './island-registry';

/** What shows that a visitor is about to use an island: its code starts loading then, not with the page. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(ISLANDS, name);
}

/**
 * Wakes each island of the page on the first sign of use (pointer over it, focus in it, a touch). The page works as
 * HTML until then: typing goes into the prerendered fields, and a form sent before React handles it is held and sent
 * again once it does.
 */
export function activateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = element.getAttribute(ISLAND_ATTR);
    if (!isIslandName(name)) continue;
    let mounted: Promise<void> | undefined;
    const mount = () =>
      (mounted ??= ISLANDS[name]()
        .then((island) => island.mount(element))
        .then(() => element.setAttribute(ISLAND_READY_ATTR, '')));
    for (const type of INTENT_EVENTS) {
      element.addEventListener(type, () => void mount().catch(reportFailure), { once: true, passive: true });
    }
    element.addEventListener('submit', (event) => {
      if (element.hasAttribute(ISLAND_READY_ATTR)) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const { submitter } = event;
      void mount()
        .then(() => form.requestSubmit(submitter))
        .catch(reportFailure);
    });
  }
}

function reportFailure(error: unknown): void {
  // After a deploy an old island chunk may be gone: a reload brings the new page.
  console.warn('[islands] could not load an interactive part of the page', error);
}
