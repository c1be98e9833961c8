import type { ApiOperation } from '../../../../shared/contracts/api-reference';
import { cn } from '../../../lib/cn';
import { FieldTable } from './field-table';

const METHOD_TONES: Record<string, string> = {
  GET: 'bg-info-soft text-info',
  POST: 'bg-healthy-soft text-healthy',
  PUT: 'bg-warning-soft text-warning',
  PATCH: 'bg-warning-soft text-warning',
  DELETE: 'bg-critical-soft text-critical',
};

/** One endpoint: method and path, what it does, its inputs and its answers. */
export function OperationCard({ operation }: { operation: ApiOperation }) {
  const name = `${operation.method} ${operation.path}`;
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="min-w-0 scroll-mt-24 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-md px-2 py-0.5 font-mono text-xs font-semibold',
            METHOD_TONES[operation.method] ?? 'bg-muted text-fg',
          )}
        >
          {operation.method}
        </span>
        <code className="font-mono text-sm font-semibold break-all text-fg">{operation.path}</code>
      </h3>
      {operation.summary ? <p className="mt-2 text-sm text-fg-muted">{operation.summary}</p> : null}
      {operation.pathParameters.length > 0 ? (
        <FieldTable caption="Path parameters" of={name} fields={operation.pathParameters} />
      ) : null}
      {operation.queryParameters.length > 0 ? (
        <FieldTable caption="Query parameters" of={name} fields={operation.queryParameters} />
      ) : null}
      {operation.body && operation.body.length > 0 ? (
        <FieldTable caption="JSON body" of={name} fields={operation.body} />
      ) : null}
      {operation.responseBody && operation.responseBody.length > 0 ? (
        <FieldTable caption="Answer" of={name} fields={operation.responseBody} answer />
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
        {operation.responses.map((response) => (
          <span key={response.status}>
            <span className="font-mono font-semibold text-fg">{response.status}</span> {response.description}
          </span>
        ))}
      </p>
    </article>
  );
}
