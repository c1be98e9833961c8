import type { ApiField } from '../../../../shared/contracts/api-reference';

/**
 * Fields of a parameter list, a request body or an answer. `of` names the endpoint, for a unique region label. Inputs
 * mark what must be sent; answers mark what may be missing.
 */
export function FieldTable({
  caption,
  of,
  fields,
  answer = false,
}: {
  caption: string;
  of: string;
  fields: ApiField[];
  answer?: boolean;
}) {
  return (
    <div className="mt-4">
      <h4 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{caption}</h4>
      <div
        className="mt-2 overflow-x-auto rounded-lg border border-line"
        role="region"
        aria-label={`${caption} of ${of}`}
        tabIndex={0}
      >
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="bg-muted/60 text-fg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Field
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Type
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Notes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {fields.map((field) => (
              <tr key={field.name} className="align-top">
                <td className="px-3 py-2">
                  <code className="font-mono text-[13px] text-fg">{field.name}</code>
                  {!answer && field.required ? <span className="ml-1.5 text-xs text-critical">required</span> : null}
                  {answer && !field.required ? <span className="ml-1.5 text-xs text-fg-subtle">optional</span> : null}
                </td>
                <td className="px-3 py-2 text-fg-muted">{field.type}</td>
                <td className="px-3 py-2 text-fg-muted">
                  {[field.description, field.notes].filter(Boolean).join('. ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
