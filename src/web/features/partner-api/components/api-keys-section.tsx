import { Ban, KeyRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ApiKey, CreatedApiKey } from '../../../../shared/contracts/partner-api';
import { AddButton } from '../../../components/add-button';
import { GuardedIconAction, RowActions } from '../../../components/row-actions';
import { ShownOnceSecret } from '../../../components/shown-once-secret';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ConfirmItemDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { When } from '../../../components/when';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/key-mutations';
import { API_KEYS_PATH, apiKeyPath } from '../api/keys';
import { KeyDialog } from './key-dialog';
import { PERMISSION_WORDS } from './key-form';
import { useMayManagePartner } from './partner-plan-gate';

const STATUS_LOOKS: Record<ApiKey['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'healthy' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

const COLUMNS = ['Name', 'Key', 'Permission', 'Rate limit', 'Last used', 'Expires', 'Status'];

function KeyRow({
  apiKey,
  manage,
  onEdit,
  onRevoke,
}: {
  apiKey: ApiKey;
  manage: boolean;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const look = STATUS_LOOKS[apiKey.status];
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-medium text-fg first:pl-5 sm:first:pl-6">
        {apiKey.name}
      </th>
      <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-fg-muted">{apiKey.prefix}…</td>
      <td className="px-4 py-3">{PERMISSION_WORDS[apiKey.permission].label}</td>
      <td className="px-4 py-3 whitespace-nowrap">{apiKey.rateLimit.toLocaleString('en-US')} / h</td>
      <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
        <When at={apiKey.lastUsedAt} none="Never" />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
        <When at={apiKey.expiresAt} none="Never" />
      </td>
      <td className="px-4 py-3">
        <Badge tone={look.tone}>{look.label}</Badge>
      </td>
      {manage ? (
        <td className="px-4 py-2 text-right">
          {apiKey.status === 'revoked' ? null : (
            <RowActions name={apiKey.name}>
              <GuardedIconAction
                method="PATCH"
                path={apiKeyPath(apiKey.id)}
                label={`Edit ${apiKey.name}`}
                title="Edit"
                icon={Pencil}
                onClick={onEdit}
              />
              <GuardedIconAction
                method="DELETE"
                path={apiKeyPath(apiKey.id)}
                label={`Revoke ${apiKey.name}`}
                title="Revoke"
                icon={Ban}
                onClick={onRevoke}
              />
            </RowActions>
          )}
        </td>
      ) : null}
    </tr>
  );
}

/** The workspace's keys: owners and admins create, edit and revoke them; other roles see the list only. */
export function ApiKeysSection() {
  const query = useApiKeys();
  const manage = useMayManagePartner();
  const revoke = useRevokeApiKey();
  const [dialog, setDialog] = useState<{ editing: ApiKey | null } | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const heading = (
    <h2 id="api-keys-heading" className="text-xl font-semibold tracking-tight text-fg">
      API keys
    </h2>
  );
  if (!query.data) {
    return (
      <section aria-labelledby="api-keys-heading" className="grid gap-4">
        {heading}
        {query.isError ? (
          <LoadError
            title="Couldn't load the API keys"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton className="h-40" aria-label="Loading the API keys" />
        )}
      </section>
    );
  }

  const { keys, rateLimitCeiling } = query.data;
  const add = manage ? (
    <AddButton
      path={API_KEYS_PATH}
      label="Create API key"
      size="md"
      preload={() => undefined}
      onClick={() => setDialog({ editing: null })}
    />
  ) : null;
  return (
    <section aria-labelledby="api-keys-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {keys.length > 0 ? add : null}
      </div>
      <p className="text-sm text-fg-muted">
        Keys call the REST API at <code className="font-mono">/api/v1</code> (see the{' '}
        <a className="text-accent-text underline" href="/api-docs">
          API docs
        </a>
        ).
        {manage ? null : ' Only the workspace owner and admins can create, change or revoke keys.'}
      </p>
      {keys.length === 0 ? (
        <EmptyState icon={KeyRound} title="No API keys yet" action={add}>
          {manage
            ? 'Create a key for each system that calls the API, so you can revoke one without stopping the others.'
            : 'An owner or admin of this workspace can create one; it will be listed here.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <ScrollTable label="API keys" columns={manage ? [...COLUMNS, 'Actions'] : COLUMNS} minWidth={860}>
            {keys.map((key) => (
              <KeyRow
                key={key.id}
                apiKey={key}
                manage={manage}
                onEdit={() => setDialog({ editing: key })}
                onRevoke={() => setRevoking(key)}
              />
            ))}
          </ScrollTable>
        </Card>
      )}
      {dialog ? (
        <KeyDialog
          editing={dialog.editing}
          ceiling={rateLimitCeiling}
          onCreated={(key) => {
            setDialog(null);
            setCreated(key);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {created ? (
        <FormDialog
          title={`Your new key: ${created.name}`}
          description="Use it as Authorization: Bearer <key> on calls to /api/v1."
          pending={false}
          onClose={() => setCreated(null)}
        >
          <ShownOnceSecret
            secret={created.key}
            label="API key"
            warning="You won't see this key again: Sitewarden keeps only its hash. Copy it now and store it somewhere safe."
            onDone={() => setCreated(null)}
          />
        </FormDialog>
      ) : null}
      <ConfirmItemDialog
        item={revoking}
        onClear={() => setRevoking(null)}
        title={`Revoke ${revoking?.name ?? 'key'}?`}
        description="Calls with this key are refused (401) from now on. This cannot be undone: make a new key if you need one again."
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        onConfirm={(key) =>
          revoke.mutate(key.id, {
            onSuccess: () => {
              toast({ title: 'Key revoked', description: `${key.name} no longer works.` });
              setRevoking(null);
            },
            onError: (error) => toastActionError(error, 'Revoke Failed', 'Failed to revoke the key'),
          })
        }
      />
    </section>
  );
}
