import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import type { Monitor } from '../../../../shared/contracts/monitors';
import { CopyButton } from '../../../components/copy-button';
import { DemoGuard } from '../../../components/demo-guard';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { monitorPath, useRegeneratePushUrl } from '../api/monitors';
import { describeSeconds } from '../lib/monitor-display';

function Example({ title, code }: { title: string; code: string }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm text-fg-muted">{title}</figcaption>
      <pre className="overflow-x-auto rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-xs text-fg">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The period of a heartbeat and its grace, in words. */
function dueWords(monitor: Monitor): string {
  const period = monitor.settings.periodSeconds;
  const grace = monitor.settings.graceSeconds;
  if (typeof period !== 'number') return 'No call within the period and its grace time, and the monitor is down.';
  const graceWords = typeof grace === 'number' && grace > 0 ? ` (plus ${describeSeconds(grace)} of grace)` : '';
  return `A call is due every ${describeSeconds(period)}${graceWords}; when none arrives, the monitor is down.`;
}

/**
 * A heartbeat's secret push URL: copied into the job that calls it, with examples of the calls it understands, and a
 * new URL on demand (the old one stops working, so it asks first). Only members who may edit get the URL.
 */
export function HeartbeatDetails({ monitor }: { monitor: Monitor }) {
  const regenerate = useRegeneratePushUrl(monitor.domainId);
  const [fresh, setFresh] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const url = fresh ?? monitor.pushUrl;
  if (!url) return null;
  const onRegenerate = () =>
    regenerate.mutate(monitor.id, {
      onSuccess: (answer) => {
        if (answer.pushUrl) setFresh(answer.pushUrl);
        setConfirming(false);
        toast({ title: 'New push URL', description: 'The old URL no longer works: update the jobs that call it.' });
      },
      onError: (error) => toastActionError(error, 'Regenerate Failed', 'Failed to make a new push URL'),
    });
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Push URL</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            readOnly
            value={url}
            className="font-mono text-xs"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={url} what="push URL" />
        </div>
        <p className="text-sm text-fg-muted">
          Keep it secret: anyone with it can report for this job. {dueWords(monitor)}
        </p>
      </div>
      <div className="grid gap-3">
        <Example
          title="At the end of a cron job (here a nightly backup)"
          code={`0 3 * * * /usr/local/bin/backup.sh && curl -fsS -m 10 --retry 3 ${url}`}
        />
        <Example
          title="When a run starts, then when it ends"
          code={`curl -fsS -m 10 ${url}/start\n/usr/local/bin/backup.sh && curl -fsS -m 10 ${url}`}
        />
        <Example title="Report a failure at once" code={`curl -fsS -m 10 ${url}/fail`} />
        <Example
          title="Send the exit code (0 is success, anything else a failure)"
          code={`/usr/local/bin/backup.sh; curl -fsS -m 10 ${url}/$?`}
        />
      </div>
      <div>
        <DemoGuard method="POST" path={`${monitorPath(monitor.id)}/push-token`}>
          {(disabled) => (
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" />
              Regenerate URL
            </Button>
          )}
        </DemoGuard>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Regenerate the push URL?"
        description={<p>The current URL stops working at once: every job that calls it must be given the new one.</p>}
        confirmLabel="Regenerate URL"
        pending={regenerate.isPending}
        onConfirm={onRegenerate}
      />
    </div>
  );
}

/** The push URL of a heartbeat, from its row. */
export function HeartbeatDialog({ monitor, onClose }: { monitor: Monitor; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Push URL</DialogTitle>
          <DialogDescription className="break-words">{monitor.name}</DialogDescription>
        </DialogHeader>
        <HeartbeatDetails monitor={monitor} />
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
