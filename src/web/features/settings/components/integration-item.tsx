import { useState, type ReactNode } from 'react';
import { Pencil, Send, Trash2 } from 'lucide-react';
import type { IntegrationTestResult } from '../../../../shared/contracts/notification-settings';
import { describeFailure } from '../../../../shared/helpers/error-classification';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import {
  useDeleteIntegration,
  useTestIntegration,
  useUpdateIntegration,
  type IntegrationKind,
} from '../api/integrations';

export interface IntegrationItemProps {
  kind: IntegrationKind;
  id: string;
  /** '#ops', 'Incident bot': how the row is named in buttons and messages. */
  title: string;
  isActive: boolean;
  lastUsedAt: string | null;
  lastTestAt?: string | null;
  onEdit: () => void;
  /** What the integration listens to (URL preview, filters). */
  children: ReactNode;
}

const when = (iso: string | null, never: string) => (iso ? formatRelativeTime(iso) : never);

function toastTestResult(title: string, result: IntegrationTestResult): void {
  if (result.ok) {
    toast({
      title: 'Test message sent',
      description: `${title} accepted it${result.responseCode ? ` (HTTP ${result.responseCode})` : ''}.`,
    });
  } else {
    toast({
      title: 'Test message failed',
      // the sentence; the delivery log keeps the raw detail behind a disclosure
      description: result.error ? describeFailure(result.error).sentence : `${title} did not accept it.`,
      variant: 'destructive',
    });
  }
}

/** One Slack or webhook integration: what it sends, when it was last used, and its actions. */
export function IntegrationItem({
  kind,
  id,
  title,
  isActive,
  lastUsedAt,
  lastTestAt,
  onEdit,
  children,
}: IntegrationItemProps) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateIntegration(kind);
  const test = useTestIntegration(kind);
  const remove = useDeleteIntegration(kind);
  const what = kind === 'slack' ? 'Slack integration' : 'webhook';

  return (
    <li className="grid gap-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium break-all text-fg">{title}</h4>
            <Badge tone={isActive ? 'healthy' : 'neutral'} dot>
              {isActive ? 'Active' : 'Paused'}
            </Badge>
          </div>
          <div className="grid gap-1 text-sm text-fg-muted">{children}</div>
          <p className="text-xs text-fg-muted">
            Last used: {when(lastUsedAt, 'never')}
            {lastTestAt !== undefined ? <> · Last tested: {when(lastTestAt, 'never')}</> : null}
          </p>
        </div>
        <Switch
          checked={isActive}
          disabled={update.isPending}
          aria-label={`Active: ${title}`}
          onCheckedChange={(checked) =>
            update.mutate(
              { id, isActive: checked },
              {
                onError: (error) =>
                  toastActionError(error, `Couldn't update the ${what}`, 'Failed to save the change.'),
              },
            )
          }
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={test.isPending}
          aria-label={`Send a test message to ${title}`}
          onClick={() =>
            test.mutate(id, {
              onSuccess: (result) => toastTestResult(title, result),
              onError: (error) => toastActionError(error, 'Test message failed', 'The test message could not be sent.'),
            })
          }
        >
          {test.isPending ? null : <Send aria-hidden="true" />}
          Send test
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${what}?`}
        description={<p>Alerts will no longer be sent to {title}.</p>}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: kind === 'slack' ? 'Slack integration deleted' : 'Webhook deleted', description: title });
            },
            onError: (error) => toastActionError(error, `Couldn't delete the ${what}`, 'Failed to delete it.'),
          })
        }
      />
    </li>
  );
}
