import { useReadableTime } from '../lib/use-readable-time';

/** A time in a table cell on the profile's clock, or a dash read out as `none` ('Not yet', 'Never'). */
export function When({ at, none = 'Not yet' }: { at: string | null; none?: string }) {
  const readable = useReadableTime();
  if (!at)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{none}</span>
      </>
    );
  return <time dateTime={at}>{readable(at)}</time>;
}
