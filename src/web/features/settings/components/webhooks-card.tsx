import { useState } from 'react';
import { Webhook } from 'lucide-react';
import type { CreatedWebhookIntegration, WebhookIntegration } from '../../../../shared/contracts/notification-settings';
import { ALERT_TYPE_LABELS } from '../../../../shared/helpers/alert-display';
import { useIntegrations } from '../api/integrations';
import { IntegrationItem } from './integration-item';
import { IntegrationListCard } from './integration-list-card';
import { WebhookDialog, WebhookSecretDialog } from './webhook-dialog';

const ALL_TYPES = Object.keys(ALERT_TYPE_LABELS).length;

/** Generic outgoing webhooks: signed JSON for each alert, to any HTTPS endpoint. */
export function WebhooksCard() {
  const list = useIntegrations('webhooks');
  const [editing, setEditing] = useState<WebhookIntegration | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookIntegration | null>(null);

  return (
    <>
      <IntegrationListCard
        title="Webhooks"
        description="A signed JSON POST for every alert that opens or resolves, for your own tools and incident systems."
        addLabel="Add webhook"
        onAdd={() => setEditing('new')}
        query={list}
        empty={{
          icon: Webhook,
          title: 'No webhooks yet',
          text: 'Add an endpoint to receive alerts as JSON. Each request is signed so the receiver can check it came from here.',
        }}
      >
        {(rows) =>
          rows.map((row) => (
            <IntegrationItem
              key={row.id}
              kind="webhooks"
              id={row.id}
              title={row.name ?? row.urlPreview}
              isActive={row.isActive}
              lastUsedAt={row.lastUsedAt}
              onEdit={() => setEditing(row)}
            >
              <p className="font-mono text-xs break-all">{row.urlPreview}</p>
              <p>
                {row.alertTypes.length === ALL_TYPES
                  ? 'All alert types'
                  : row.alertTypes.map((t) => ALERT_TYPE_LABELS[t]).join(', ')}
              </p>
            </IntegrationItem>
          ))
        }
      </IntegrationListCard>
      <WebhookDialog target={editing} onClose={() => setEditing(null)} onCreated={setCreated} />
      <WebhookSecretDialog webhook={created} onClose={() => setCreated(null)} />
    </>
  );
}
