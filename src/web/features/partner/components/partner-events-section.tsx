import { useState } from 'react';
import { ScrollText, Send } from 'lucide-react';
import type { IntegrationTestResult } from '../../../../shared/contracts/notification-settings';
import type { PartnerProfile } from '../../../../shared/contracts/partner-api';
import {
  PARTNER_EVENT_LABELS,
  PARTNER_EVENTS,
  partnerWebhookMessages,
  type PartnerDelivery,
} from '../../../../shared/contracts/partner-webhooks';
import { describeFailure } from '../../../../shared/helpers/error-classification';
import { DELIVERY_STATUS_DISPLAY } from '../../../../shared/helpers/notification-display';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FailureText } from '../../../components/ui/failure-text';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-errors';
import { useReadableTime } from '../../../lib/use-readable-time';
import { usePartnerDeliveries, useSendPartnerWebhookTest } from '../api/webhooks';

/** The events a partner's receiver hears, in words: what the card promises is what the server sends. */
const EVENT_LIST = PARTNER_EVENTS.filter((e) => e !== 'test').join(', ');

/** What stops a test being sent, said before anyone presses the button. */
function missingSetup(profile: PartnerProfile): string | null {
  if (!profile.webhookUrl) return partnerWebhookMessages.urlRequired;
  if (!profile.webhookSecretSet) return partnerWebhookMessages.secretRequired;
  return null;
}

/** The outcome of the last test, kept on the card (a toast would be gone before anyone read the reason). */
function TestOutcome({ result }: { result: IntegrationTestResult }) {
  if (result.ok)
    return (
      <p role="status" className="text-sm text-healthy">
        Test event delivered: your receiver answered{result.responseCode ? ` HTTP ${result.responseCode}` : ''}.
      </p>
    );
  return (
    <p role="status" className="text-sm text-critical">
      Test event failed: {result.error ? describeFailure(result.error).sentence : 'your receiver did not accept it.'}
    </p>
  );
}

function TestButton({ profile }: { profile: PartnerProfile }) {
  const send = useSendPartnerWebhookTest();
  const [result, setResult] = useState<IntegrationTestResult | null>(null);
  const missing = missingSetup(profile);
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="outline"
          loading={send.isPending}
          disabled={missing !== null}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: setResult,
              onError: (error) => {
                setResult(null);
                toastActionError(error, 'Test event failed', 'The test event could not be sent.');
              },
            })
          }
        >
          {send.isPending ? null : <Send aria-hidden="true" />}
          Send test event
        </Button>
      </div>
      {missing ? <p className="text-sm text-fg-muted">{missing}</p> : null}
      {result && !send.isPending ? <TestOutcome result={result} /> : null}
    </div>
  );
}

function DeliveryRow({ delivery: d }: { delivery: PartnerDelivery }) {
  const readable = useReadableTime();
  const status = DELIVERY_STATUS_DISPLAY[d.status];
  return (
    <li className="grid gap-1.5 px-5 py-3.5 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone} dot>
          {status.label}
        </Badge>
        <span className="text-sm font-medium text-fg">{PARTNER_EVENT_LABELS[d.event]}</span>
        <code className="text-xs text-fg-muted">{d.event}</code>
        <time dateTime={d.createdAt} title={readable(d.createdAt)} className="ml-auto text-xs text-fg-muted">
          {formatRelativeTime(d.createdAt)}
        </time>
      </div>
      {d.subject ? <p className="text-sm break-words text-fg">{d.subject}</p> : null}
      <p className="font-mono text-xs break-all text-fg-muted">{d.target}</p>
      <p className="text-xs text-fg-muted">
        Attempt {d.attempt}
        {d.responseCode !== null ? ` · HTTP ${d.responseCode}` : ''}
        {d.status === 'retrying' && d.nextAttemptAt ? ` · next try ${readable(d.nextAttemptAt)}` : ''}
      </p>
      {d.error ? <FailureText raw={d.error} className="text-sm break-words text-critical" /> : null}
    </li>
  );
}

function DeliveryLog() {
  const [page, setPage] = useState(1);
  const deliveries = usePartnerDeliveries(page);
  if (deliveries.isPending)
    return <Skeleton className="mx-5 mb-5 h-24 sm:mx-6" aria-label="Loading the partner delivery log" />;
  if (deliveries.isError)
    return (
      <CardContent>
        <LoadError
          className="border-0 shadow-none"
          title="Couldn't load the partner delivery log"
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      </CardContent>
    );
  const { data, total, pageSize } = deliveries.data;
  if (data.length === 0)
    return (
      <CardContent>
        <EmptyState icon={ScrollText} title="No partner events sent yet">
          Events appear here when a client&apos;s domain or monitor goes down or comes back, when an incident opens or
          is resolved, and when you send a test event.
        </EmptyState>
      </CardContent>
    );
  return (
    <>
      <ul aria-label="Partner event deliveries" className="divide-y divide-line border-t border-line">
        {data.map((d) => (
          <DeliveryRow key={d.id} delivery={d} />
        ))}
      </ul>
      <div className="border-t border-line px-5 py-3 sm:px-6">
        <Pager page={page} hasMore={page * pageSize < total} onPage={setPage} label="Partner delivery log pages" />
      </div>
    </>
  );
}

/**
 * Partner events (decision 081): what the webhook address hears, the "Send test event" button for owners and admins,
 * and the delivery log every member of the workspace can read.
 */
export function PartnerEventsSection({ profile, manage }: { profile: PartnerProfile; manage: boolean }) {
  return (
    <section aria-label="Partner events">
      <Card>
        <CardHeader>
          <CardTitle>Partner events</CardTitle>
          <CardDescription>
            Your webhook address hears of this workspace&apos;s outages and incidents: {EVENT_LIST}. Each is a JSON POST
            signed like every Sitewarden webhook (X-Sitewarden-Signature: sha256 HMAC of &quot;timestamp.body&quot; with
            your signing secret), retried with backoff for about 20 minutes when your receiver fails.
          </CardDescription>
        </CardHeader>
        {manage ? (
          <CardContent>
            <TestButton profile={profile} />
          </CardContent>
        ) : null}
        <DeliveryLog />
      </Card>
    </section>
  );
}
