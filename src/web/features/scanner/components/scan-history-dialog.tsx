import { History, Trash2 } from 'lucide-react';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { SCAN_HISTORY_LIMIT, type HistoryCheck, type ScanHistoryEntry } from '../lib/scan-history';
import { StatusBadge, statusLook } from './status-display';

/** SPEC §2.12: the per-check badges of a history entry, in this order. */
const CHECK_BADGES: ReadonlyArray<{ check: HistoryCheck; label: string }> = [
  { check: 'dns', label: 'DNS' },
  { check: 'ssl', label: 'SSL' },
  { check: 'security', label: 'Security' },
  { check: 'whois', label: 'WHOIS' },
  { check: 'performance', label: 'Perf' },
];

export interface ScanHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly ScanHistoryEntry[];
  onClear: () => void;
  now?: number;
}

function HistoryItem({ entry, now }: { entry: ScanHistoryEntry; now: number }) {
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-all text-fg">{entry.domain}</p>
        <div className="flex items-center gap-2">
          <time dateTime={entry.timestamp} className="text-xs text-fg-muted">
            {formatRelativeTime(entry.timestamp, now)}
          </time>
          <StatusBadge status={entry.overallStatus} />
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={`Checks of ${entry.domain}`}>
        {CHECK_BADGES.filter(({ check }) => entry.status[check] !== undefined).map(({ check, label }) => {
          const look = statusLook(entry.status[check]);
          return (
            <li key={check}>
              <Badge tone={look.tone} dot title={look.label}>
                {label}
                <span className="sr-only">: {look.label}</span>
              </Badge>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** SPEC §2.12 Scan History dialog: the last 10 scans in this browser, Clear History and Close. */
export function ScanHistoryDialog({ open, onOpenChange, entries, onClear, now = Date.now() }: ScanHistoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" hideClose>
        <DialogHeader>
          <DialogTitle>Scan History</DialogTitle>
          <DialogDescription>Your last {SCAN_HISTORY_LIMIT} scans, kept in this browser only.</DialogDescription>
        </DialogHeader>
        {entries.length > 0 ? (
          <ul className="divide-y divide-line">
            {entries.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        ) : (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-line-strong px-6 py-10 text-center">
            <History aria-hidden="true" className="size-7 text-fg-subtle" />
            <p className="font-medium text-fg">No scan history available</p>
            <p className="text-sm text-fg-muted">Start scanning domains to build your history</p>
          </div>
        )}
        <DialogFooter>
          <Button
            variant="outline"
            disabled={entries.length === 0}
            onClick={() => {
              onClear();
              toast({ title: 'History Cleared', description: 'Scan history has been cleared successfully' });
            }}
          >
            <Trash2 aria-hidden="true" />
            Clear History
          </Button>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
