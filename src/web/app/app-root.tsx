import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProviders } from './providers';

/** Everything around the router, the same in the browser and when pages are rendered at build time. */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
