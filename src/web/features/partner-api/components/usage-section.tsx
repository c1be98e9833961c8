import type { ApiUsage } from '../../../../shared/contracts/partner-api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TimeSeriesChart } from '../../../components/ui/chart';
import { LoadError } from '../../../components/ui/load-error';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApiUsage } from '../api/get-api-usage';

const USAGE_DAYS = 30;
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (at: string) => day.format(new Date(at));
const count = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** This month's calls against the plan's quota, in the warning colour from 80% (when the e-mail goes out). */
function QuotaCard({ quota }: { quota: ApiUsage['quota'] }) {
  const share = quota.limit > 0 ? (quota.used / quota.limit) * 100 : 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Requests this month</CardTitle>
        <CardDescription>
          All keys of this workspace together. Past the plan&apos;s {count(quota.limit)}, calls get 429 until the month
          turns on {day.format(new Date(quota.resetsAt))} (UTC).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm text-fg">
          <span className="font-semibold tabular-nums">{count(quota.used)}</span> of {count(quota.limit)} requests used
        </p>
        <ProgressBar
          value={share}
          label="Monthly API quota used"
          valueText={`${count(quota.used)} of ${count(quota.limit)}`}
          tone={share >= 100 ? 'critical' : share >= 80 ? 'warning' : 'accent'}
        />
      </CardContent>
    </Card>
  );
}

function DailyChart({
  usage,
  title,
  pick,
  format,
  color,
}: {
  usage: ApiUsage;
  title: string;
  pick: (d: ApiUsage['days'][number]) => number | null;
  format: (n: number) => string;
  color: 'accent' | 'critical' | 'info';
}) {
  const points = usage.days.map((d) => ({ at: `${d.date}T00:00:00Z`, value: pick(d) }));
  const total = points.reduce((sum, p) => sum + (p.value ?? 0), 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <TimeSeriesChart
          points={points}
          formatTime={formatDay}
          formatValue={format}
          label={`${title} per day`}
          summary={`${points.length} days; ${format(total)} in all.`}
          color={color}
          variant="area"
          yDomain={[0, 'auto']}
          height={180}
        />
      </CardContent>
    </Card>
  );
}

function EndpointTable({ endpoints }: { endpoints: ApiUsage['endpoints'] }) {
  if (endpoints.length === 0)
    return <p className="text-sm text-fg-muted">No calls in the last {USAGE_DAYS} days yet.</p>;
  return (
    <Card className="overflow-hidden">
      <ScrollTable
        label="Calls per endpoint"
        columns={['Endpoint', 'Requests', 'Errors', 'Average time']}
        minWidth={560}
      >
        {endpoints.map((e) => (
          <tr key={`${e.method} ${e.endpoint}`}>
            <th scope="row" className="px-4 py-3 font-mono text-xs font-normal text-fg first:pl-5 sm:first:pl-6">
              {e.method} {e.endpoint}
            </th>
            <td className="px-4 py-3">{count(e.requests)}</td>
            <td className="px-4 py-3">{count(e.errors)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{e.avgResponseMs === null ? '—' : ms(e.avgResponseMs)}</td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}

/** How much the keys were used: the month's quota, then calls, errors and time per day, then per endpoint. */
export function UsageSection() {
  const query = useApiUsage(USAGE_DAYS);
  const usage = query.data;
  return (
    <section aria-labelledby="api-usage-heading" className="grid gap-4 *:min-w-0">
      <h2 id="api-usage-heading" className="text-xl font-semibold tracking-tight text-fg">
        Usage
      </h2>
      {!usage ? (
        query.isError ? (
          <LoadError
            title="Couldn't load the API usage"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton className="h-40" aria-label="Loading the API usage" />
        )
      ) : (
        <>
          <QuotaCard quota={usage.quota} />
          <div className="grid gap-4 lg:grid-cols-3 *:min-w-0">
            <DailyChart usage={usage} title="Calls" pick={(d) => d.requests} format={count} color="accent" />
            <DailyChart usage={usage} title="Errors" pick={(d) => d.errors} format={count} color="critical" />
            <DailyChart
              usage={usage}
              title="Average response time"
              pick={(d) => d.avgResponseMs}
              format={ms}
              color="info"
            />
          </div>
          <h3 className="text-base font-semibold text-fg">Per endpoint, last {USAGE_DAYS} days</h3>
          <EndpointTable endpoints={usage.endpoints} />
        </>
      )}
    </section>
  );
}
