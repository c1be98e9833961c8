import { useQuery } from '@tanstack/react-query';
import type { UptimeDays } from '../../../../../shared/contracts/domain-details';
import { formatPercent, getUptimeTone } from '../../../../../shared/helpers/status-bands';
import { cn } from '../../../../lib/cn';
import { uptimeDaysQuery } from '../../api/domain-panels';
import { formatCalendarDate } from '../../lib/dates';
import { barTones } from '../domain-figures';
import { NoData, Panel, PanelQuery } from './panel';

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/** '99.5% up', with the figure an SLA counts (maintenance time left out) when it differs. */
function uptimeWords(d: UptimeDays['days'][number], measured: number): string {
  const sla = d.uptimeExcludingMaintenance;
  return sla === null || sla === measured
    ? `${formatPercent(measured)} up`
    : `${formatPercent(measured)} up (${formatPercent(sla)} excluding maintenance)`;
}

/** One bar per UTC day of the plan's history: its uptime, and the minutes of recorded outage. */
export function UptimeBarsPanel({ domainId }: { domainId: string }) {
  const query = useQuery(uptimeDaysQuery(domainId));
  return (
    <Panel title="Uptime per day" description="Each bar is a day (UTC); hover or focus one for its figures">
      <PanelQuery query={query} what="uptime per day">
        {({ days }) => {
          const measured = days.filter((d) => d.uptimePercentage !== null);
          const outage = days.reduce((n, d) => n + d.outageMinutes, 0);
          const maintenance = days.reduce((n, d) => n + d.maintenanceMinutes, 0);
          return (
            <div className="grid gap-3 *:min-w-0">
              <ol aria-label="Uptime per day" className="flex h-12 items-stretch gap-px">
                {days.map((d) => {
                  const words =
                    d.uptimePercentage === null
                      ? `${formatCalendarDate(d.date)}: no data`
                      : `${formatCalendarDate(d.date)}: ${uptimeWords(d, d.uptimePercentage)}, ${d.checks} checks${d.outageMinutes ? `, ${minutes(d.outageMinutes)} of outage` : ''}${d.maintenanceMinutes ? `, ${minutes(d.maintenanceMinutes)} of maintenance` : ''}`;
                  return (
                    <li
                      key={d.date}
                      title={words}
                      aria-label={words}
                      tabIndex={0}
                      className={cn(
                        'min-w-0 flex-1 rounded-[2px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                        d.uptimePercentage === null ? 'bg-muted' : barTones[getUptimeTone(d.uptimePercentage)],
                      )}
                    />
                  );
                })}
              </ol>
              <div className="flex justify-between text-xs text-fg-muted">
                <span>{formatCalendarDate(days[0]?.date)}</span>
                <span>Today</span>
              </div>
              {measured.length ? (
                <p className="text-sm text-fg-muted">
                  {measured.length} of {days.length} days measured;{' '}
                  {outage ? `${minutes(outage)} of recorded outage` : 'no recorded outage'}
                  {maintenance ? `; ${minutes(maintenance)} of maintenance` : ''}.
                </p>
              ) : (
                <NoData>No data yet: the first uptime check has not run.</NoData>
              )}
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
