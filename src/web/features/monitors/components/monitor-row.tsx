import { KeyRound, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { MONITOR_TYPE_INFO } from '../../../../shared/constants/monitors';
import type { Monitor } from '../../../../shared/contracts/monitors';
import { formatPercent, getUptimeTone } from '../../../../shared/helpers/status-bands';
import { ListRow, RowTitle } from '../../../components/list-row';
import { DemoGuard } from '../../../components/demo-guard';
import { GuardedIconAction, IconAction, RowActions } from '../../../components/row-actions';
import { Badge } from '../../../components/ui/badge';
import { toneText } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { useReadableTime } from '../../../lib/use-readable-time';
import { monitorPagePath, monitorPath } from '../api/monitors';
import { MONITOR_STATUS_LOOKS } from '../lib/monitor-display';
import { ResponseSparkline } from './response-sparkline';

export interface MonitorActions {
  onEdit: (monitor: Monitor) => void;
  onToggleActive: (monitor: Monitor) => void;
  onDelete: (monitor: Monitor) => void;
  onShowPushUrl: (monitor: Monitor) => void;
}

function Uptime({ label, percent }: { label: string; percent: number | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd
        className={cn(
          'text-sm font-medium tabular-nums',
          percent === null ? 'text-fg-subtle' : toneText[getUptimeTone(percent)],
        )}
      >
        {percent === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not measured yet</span>
          </>
        ) : (
          formatPercent(percent)
        )}
      </dd>
    </div>
  );
}

/** When it last ran (or, for a heartbeat, was last called), on the profile's clock. */
function LastCheck({ monitor }: { monitor: Monitor }) {
  const readable = useReadableTime();
  const heartbeat = monitor.type === 'heartbeat';
  const at = heartbeat ? monitor.lastPingAt : monitor.lastCheckedAt;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-fg-muted">{heartbeat ? 'Last ping' : 'Last check'}</dt>
      <dd className="text-sm text-fg">
        {at ? (
          <time dateTime={at}>{readable(at)}</time>
        ) : (
          <span className="text-fg-muted">{heartbeat ? 'None yet' : 'Not yet'}</span>
        )}
      </dd>
    </div>
  );
}

/** One monitor of a domain: what it checks, how it is doing, and (for members who may change it) its actions. */
export function MonitorRow({
  monitor,
  actions,
  canEdit,
}: {
  monitor: Monitor;
  actions: MonitorActions;
  canEdit: boolean;
}) {
  const look = MONITOR_STATUS_LOOKS[monitor.status];
  const heartbeat = monitor.type === 'heartbeat';
  return (
    <ListRow
      name={monitor.name}
      align="center"
      main={
        <>
          <RowTitle name={monitor.name} to={monitorPagePath(monitor)}>
            <Badge tone={look.tone} dot>
              {look.label}
            </Badge>
          </RowTitle>
          <p className="text-sm text-fg-muted">{MONITOR_TYPE_INFO[monitor.type].label}</p>
          {monitor.lastMessage ? <p className="text-sm break-words text-fg">{monitor.lastMessage}</p> : null}
        </>
      }
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-3">
        {heartbeat ? null : <ResponseSparkline times={monitor.recentResponseTimes} />}
        <dl className="flex flex-wrap gap-x-5 gap-y-2">
          <Uptime label="Uptime 24h" percent={monitor.uptime24h} />
          <Uptime label="Uptime 7d" percent={monitor.uptime7d} />
          <LastCheck monitor={monitor} />
        </dl>
        {canEdit ? (
          <RowActions name={monitor.name}>
            {heartbeat && monitor.pushUrl ? (
              <IconAction
                label={`Push URL of ${monitor.name}`}
                title="Push URL"
                icon={KeyRound}
                onClick={() => actions.onShowPushUrl(monitor)}
              />
            ) : null}
            <DemoGuard method="PATCH" path={monitorPath(monitor.id)}>
              {(disabled) => (
                <>
                  <IconAction
                    label={`Edit ${monitor.name}`}
                    title="Edit"
                    icon={Pencil}
                    disabled={disabled}
                    onClick={() => actions.onEdit(monitor)}
                  />
                  <IconAction
                    label={`${monitor.isActive ? 'Pause' : 'Resume'} ${monitor.name}`}
                    title={monitor.isActive ? 'Pause' : 'Resume'}
                    icon={monitor.isActive ? Pause : Play}
                    disabled={disabled}
                    onClick={() => actions.onToggleActive(monitor)}
                  />
                </>
              )}
            </DemoGuard>
            <GuardedIconAction
              method="DELETE"
              path={monitorPath(monitor.id)}
              label={`Delete ${monitor.name}`}
              title="Delete"
              icon={Trash2}
              onClick={() => actions.onDelete(monitor)}
            />
          </RowActions>
        ) : null}
      </div>
    </ListRow>
  );
}
