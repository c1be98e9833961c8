import { Skeleton } from './skeleton';

export type FieldShape = 'input' | 'area';

/** A form's fields (a label and a control each; 'area' for a text area) and its buttons, while its code loads. */
export function FormSkeleton({
  fields,
  label = 'Loading the form',
}: {
  fields: readonly FieldShape[];
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-5">
      {fields.map((shape, index) => (
        <div key={index} className="grid gap-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className={shape === 'area' ? 'h-[4.75rem]' : 'h-10'} />
        </div>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Skeleton className="h-9 sm:w-20" />
        <Skeleton className="h-9 sm:w-28" />
      </div>
    </div>
  );
}
