import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import type { AlertPreferences, SlackIntegration } from '../../../../shared/contracts/notification-settings';
import { ALERT_SEVERITY_LABELS, ALERT_TYPE_LABELS } from '../../../../shared/helpers/alert-display';
import { Alert } from '../../../components/ui/alert';
import { useDomainOptions } from '../../../lib/domain-options';
import { useIntegrations } from '../api/integrations';
import { IntegrationItem } from './integration-item';
import { IntegrationListCard } from './integration-list-card';
import { SlackDialog } from './slack-dialog';

const ALL_TYPES = Object.keys(ALERT_TYPE_LABELS).length;
const ALL_SEVERITIES = Object.keys(ALERT_SEVERITY_LABELS).length;

/** Slack incoming webhooks of the workspace: list, add, edit, pause, test, delete. */
export function SlackCard({ prefs }: { prefs: AlertPreferences }) {
  const list = useIntegrations('slack');
  const domains = useDomainOptions();
  const [editing, setEditing] = useState<SlackIntegration | 'new' | null>(null);
  const domainName = (id: string) => domains.data?.find((d) => d.id === id)?.name ?? 'a removed domain';

  return (
    <>
      <IntegrationListCard
        title="Slack"
        description="Alerts posted to Slack channels through incoming webhooks, filtered by type, severity and domain."
        addLabel="Add Slack integration"
        onAdd={() => setEditing('new')}
        query={list}
        empty={{
          icon: MessageSquare,
          title: 'No Slack integrations yet',
          text: "Create an incoming webhook in Slack (Apps › Incoming Webhooks), then add its URL here with the channel's name.",
        }}
        notice={
          prefs.channelSlack ? null : (
            <Alert tone="warning" title="Slack notifications are off">
              Until you turn Slack on in the Alerts tab, these integrations receive only test messages.
            </Alert>
          )
        }
      >
        {(rows) =>
          rows.map((row) => (
            <IntegrationItem
              key={row.id}
              kind="slack"
              id={row.id}
              title={row.channelName ?? 'Slack channel'}
              isActive={row.isActive}
              lastUsedAt={row.lastUsedAt}
              lastTestAt={row.lastTestAt}
              onEdit={() => setEditing(row)}
            >
              <p className="font-mono text-xs break-all">
                {row.workspaceName ? `${row.workspaceName} · ` : ''}
                {row.webhookUrlPreview}
              </p>
              <p>
                {row.alertTypes.length === ALL_TYPES
                  ? 'All alert types'
                  : row.alertTypes.map((t) => ALERT_TYPE_LABELS[t]).join(', ')}
                {' · '}
                {row.severityFilter.length === ALL_SEVERITIES
                  ? 'every severity'
                  : row.severityFilter.map((s) => ALERT_SEVERITY_LABELS[s]).join(', ')}
                {' · '}
                {row.domainFilter?.length ? row.domainFilter.map(domainName).join(', ') : 'all domains'}
              </p>
            </IntegrationItem>
          ))
        }
      </IntegrationListCard>
      <SlackDialog target={editing} onClose={() => setEditing(null)} domains={domains.data ?? []} />
    </>
  );
}
