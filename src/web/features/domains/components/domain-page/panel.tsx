import { formatRelativeTime } from '../../../../../shared/helpers/relative-time';
import { CheckStatusBadge, Panel } from '../../../../components/panel';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { describeCheckMessage } from '../../../../../shared/helpers/error-classification';
import { FailureText } from '../../../../components/ui/failure-text';

export { CheckStatusBadge, NoData, Panel, PanelQuery, type PanelProps } from '../../../../components/panel';

/** When something happened: relative, with the full date on hover. */
export function When({ at, now }: { at: string; now: number }) {
  const readable = useReadableTime();
  return (
    <time dateTime={at} title={readable(at)}>
      {formatRelativeTime(at, now)}
    </time>
  );
}

/** The latest check of a panel's family: its verdict, its words and when it ran. */
export function LatestCheckLine({
  check,
  now,
}: {
  check: { checkedAt: string; status: string; message: string | null };
  now: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <CheckStatusBadge status={check.status} />
      {check.message ? (
        <FailureText
          failure={describeCheckMessage(check.status, check.message)}
          className="min-w-0 break-words text-fg"
        />
      ) : null}
      <span className="text-fg-muted">
        Checked <When at={check.checkedAt} now={now} />
      </span>
    </div>
  );
}

/** A panel whose check family does not apply to the domain (decision 071): its title and why, nothing to load. */
export function NotApplicablePanel({
  title,
  reason,
  className,
}: {
  title: string;
  reason: string;
  className?: string;
}) {
  return (
    <Panel title={title} className={className}>
      <p className="text-sm break-words text-fg-muted" data-testid="not-applicable">
        {reason}
      </p>
    </Panel>
  );
}
