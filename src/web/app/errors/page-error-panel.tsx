import { FileWarning, RotateCw } from 'lucide-react';
import { getErrorMessage } from '../../../shared/helpers/error-classification';
import { Button } from '../../components/ui/button';
import { browserNavigation } from '../../lib/navigation';

/** SPEC §2.3 per-page error panel: the layout around it keeps working. */
export function PageErrorPanel({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mx-auto my-12 flex max-w-lg flex-col items-center rounded-xl border border-line bg-surface px-6 py-10 text-center shadow-xs"
    >
      <span className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-critical-soft text-critical">
        <FileWarning aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-lg font-semibold tracking-tight text-fg">Page Error</h2>
      <p className="mt-1 text-sm text-fg-muted">This page encountered an error.</p>
      <p className="mt-3 max-w-full rounded-md bg-muted px-3 py-2 font-mono text-xs break-words text-fg-muted">
        {getErrorMessage(error)}
      </p>
      <Button className="mt-6" variant="outline" onClick={() => browserNavigation.reload()}>
        <RotateCw aria-hidden="true" />
        Reload Page
      </Button>
    </div>
  );
}
