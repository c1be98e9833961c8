import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToasterHost } from '../components/ui/toaster-host';

/**
 * App-wide providers: data (TanStack Query) and the toaster. The theme is applied before render; tooltips get their
 * provider from the signed-in layout (or bring their own), so their code stays off public pages.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
