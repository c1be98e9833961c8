import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';

/** Calls back once React has committed the hydrated island (effects run after the commit). */
function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Gives an island's element a React root of its own over the build's markup. The island brings its own data client;
 * it has no router: its links are plain links (full loads of small prerendered pages).
 */
export function hydrateIsland(element: HTMLElement, island: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <Hydrated onReady={resolve}>{island}</Hydrated>
        </QueryClientProvider>
      </StrictMode>,
      {
        onRecoverableError: (error) => console.warn('[hydration] an island was rendered again in the browser', error),
      },
    );
  });
}
