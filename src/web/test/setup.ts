import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setAnalyticsSink } from '../lib/analytics';
import { resetToasts } from '../lib/toast';

// Route modules load lazily; the first import of one can take a while on a busy machine (over 5 s beside CI's
// browser suite on a slow 2-core machine). A ceiling, not a wait: findBy* answers as soon as the element shows.
configure({ asyncUtilTimeout: 15_000 });

// Page views go nowhere in tests (the default sink posts to the API).
setAnalyticsSink(() => undefined);

// jsdom lacks these browser APIs; Radix and the app use them.
window.scrollTo = vi.fn();

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

const elementPrototype = Element.prototype as unknown as Record<string, unknown>;
elementPrototype.hasPointerCapture ??= () => false;
elementPrototype.releasePointerCapture ??= () => undefined;
elementPrototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
