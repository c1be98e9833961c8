import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FailureText } from '../../../components/ui/failure-text';
import { cn } from '../../../lib/cn';
import { StatusBadge, StatusIcon } from './status-display';

export interface CheckRowProps {
  label: string;
  status: string | undefined;
  message: string;
  /** A failure's raw text, behind a disclosure under the message (decision 044). */
  detail?: string | null;
  /** What the probe found, shown on request. */
  details?: ReactNode;
}

/** One check of a scan: status icon, name, status and message, with its details behind a toggle. */
export function CheckRow({ label, status, message, detail = null, details }: CheckRowProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <StatusIcon status={status} className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-sm font-semibold text-fg">{label}</h3>
            <StatusBadge status={status} />
          </div>
          <FailureText failure={{ sentence: message, detail }} className="mt-1 text-sm break-words text-fg-muted" />
        </div>
        {details ? (
          <Button
            variant="ghost"
            size="sm"
            className="-mt-1 -mr-2"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${open ? 'Hide' : 'Details'} for ${label}`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide' : 'Details'}
            <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
        ) : null}
      </div>
      {details ? (
        <div id={panelId} hidden={!open} className="mt-4 rounded-lg border border-line bg-canvas p-4 sm:ml-8">
          {open ? details : null}
        </div>
      ) : null}
    </li>
  );
}
