import { useSearchParams } from 'react-router';
import type { AlertPreferences } from '../../../../shared/contracts/notification-settings';
import { describeFailure } from '../../../../shared/helpers/error-classification';
import { recentFailures } from '../../../../shared/helpers/notification-display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ScrollingTabsList, Tabs, TabsContent } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAlertPreferences } from '../api/alert-preferences';
import { useDeliveries } from '../api/deliveries';
import { AlertPreferencesCard } from './alert-preferences-card';
import { DeliveryLogCard } from './delivery-log-card';
import { SlackCard } from './slack-card';
import { TimezoneCard } from './timezone-card';
import { WebhooksCard } from './webhooks-card';

const TABS = [
  ['alerts', 'Alerts'],
  ['slack', 'Slack'],
  ['webhooks', 'Webhooks'],
  ['deliveries', 'Delivery log'],
] as const;
type Tab = (typeof TABS)[number][0];
const isTab = (value: string | null): value is Tab => TABS.some(([tab]) => tab === value);

/** /settings: alert preferences and time zone, Slack, webhooks and the delivery log (issue 5, issue 7). */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const prefs = useAlertPreferences();

  if (prefs.isPending) return <SettingsSkeleton />;
  if (prefs.isError) {
    return (
      <LoadError
        title="Couldn't load your settings"
        error={prefs.error}
        onRetry={() => void prefs.refetch()}
        retrying={prefs.isFetching}
      />
    );
  }
  return <Settings prefs={prefs.data} />;
}

function Settings({ prefs }: { prefs: AlertPreferences }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'alerts';
  const showFailed = searchParams.get('status') === 'failed';
  const latest = useDeliveries({ page: 1 });
  const failures = latest.data ? recentFailures(latest.data.data) : [];
  const go = (next: Tab, failedOnly = false) => {
    const params = new URLSearchParams();
    if (next !== 'alerts') params.set('tab', next);
    if (failedOnly) params.set('status', 'failed');
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="grid gap-6">
      {failures.length > 0 && !(tab === 'deliveries' && showFailed) ? (
        <Alert
          tone="critical"
          role="alert"
          title={`${failures.length === 1 ? 'A notification' : `${failures.length} notifications`} could not be delivered in the last 7 days`}
          action={
            <Button variant="outline" size="sm" onClick={() => go('deliveries', true)}>
              Show failed deliveries
            </Button>
          }
        >
          {/* targets are long URLs: they break anywhere rather than widen a phone's page */}
          <span className="break-all">Latest: {failures[0]!.target}</span>
          {failures[0]!.error ? `: ${describeFailure(failures[0]!.error).sentence}` : ''}
        </Alert>
      ) : null}
      <Tabs className="min-w-0" value={tab} onValueChange={(value) => go(value as Tab)}>
        <ScrollingTabsList label="Settings" tabs={TABS} />
        <TabsContent value="alerts" className="grid gap-6">
          <AlertPreferencesCard prefs={prefs} />
          <TimezoneCard key={prefs.timezone} timezone={prefs.timezone} />
        </TabsContent>
        <TabsContent value="slack">
          <SlackCard prefs={prefs} />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksCard />
        </TabsContent>
        <TabsContent value="deliveries">
          <DeliveryLogCard key={showFailed ? 'failed' : 'all'} initialFilter={showFailed ? 'failed' : 'all'} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading your settings" className="grid gap-6">
      <Skeleton className="h-9 w-80 max-w-full rounded-lg" />
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </CardHeader>
        <CardContent className="grid gap-5">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex items-center justify-between gap-4">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-3.5 w-56 max-w-full" />
              </div>
              <Skeleton className="h-6 w-10 rounded-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
