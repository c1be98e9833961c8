import type { Maintenance } from '../../../../../shared/contracts/status-pages';
import {
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_STATE_TONES,
  recurrenceWords,
} from '../../../../../shared/helpers/maintenance-display';
import { formatReadableTime } from '../../../../../shared/helpers/readable-time';
import { ListRow, RowTitle } from '../../../../components/list-row';
import { EditDeleteActions, RowActions } from '../../../../components/row-actions';
import { Badge } from '../../../../components/ui/badge';
import { useNow } from '../../../../lib/use-now';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { maintenanceWindowPath } from '../../api/maintenance-list';

/**
 * The occurrence under way or next: on the window's own clock (as it was planned), and on the viewer's when that is
 * another zone.
 */
function Occurrence({ item, viewerZone }: { item: Maintenance; viewerZone: string }) {
  const now = useNow();
  const readable = useReadableTime();
  if (!item.nextStartsAt || !item.nextEndsAt) return null;
  const own = (at: string) => formatReadableTime(at, item.timezone, now);
  const lead = item.state === 'in_progress' ? 'On now' : 'Next';
  return (
    <p className="text-sm text-fg">
      {lead}: <time dateTime={item.nextStartsAt}>{own(item.nextStartsAt)}</time> to{' '}
      <time dateTime={item.nextEndsAt}>{own(item.nextEndsAt)}</time>{' '}
      <span className="text-fg-muted">({item.timezone.replace(/_/g, ' ')})</span>
      {viewerZone === item.timezone ? null : (
        <span className="block text-fg-muted">
          Your clock: {readable(item.nextStartsAt)} to {readable(item.nextEndsAt)}
        </span>
      )}
    </p>
  );
}

/** One maintenance window: state, how it repeats, its next occurrence, what it covers; members edit or delete it. */
export function MaintenanceItem({
  item,
  viewerZone,
  canEdit,
  onEdit,
  onDelete,
}: {
  item: Maintenance;
  viewerZone: string;
  canEdit: boolean;
  onEdit: (item: Maintenance) => void;
  onDelete: (item: Maintenance) => void;
}) {
  const path = maintenanceWindowPath(item.id);
  return (
    <ListRow
      name={item.title}
      align="start"
      main={
        <>
          <RowTitle name={item.title}>
            <Badge tone={MAINTENANCE_STATE_TONES[item.state]} dot>
              {MAINTENANCE_STATE_LABELS[item.state]}
            </Badge>
          </RowTitle>
          <p className="text-sm text-fg-muted">{recurrenceWords(item)}</p>
          <Occurrence item={item} viewerZone={viewerZone} />
          <p className="text-sm break-words text-fg-muted">Covers {item.targets.map((t) => t.name).join(', ')}</p>
          {item.description ? (
            <p className="text-sm break-words whitespace-pre-wrap text-fg-muted">{item.description}</p>
          ) : null}
        </>
      }
    >
      {canEdit ? (
        <RowActions name={item.title}>
          <EditDeleteActions
            name={item.title}
            path={path}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete(item)}
          />
        </RowActions>
      ) : null}
    </ListRow>
  );
}
