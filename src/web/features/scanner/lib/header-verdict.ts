import type { SecurityDetails } from './check-details';

type HeaderRow = NonNullable<SecurityDetails['headers']>[number];

export interface HeaderVerdictView {
  state: 'in-effect' | 'ignored' | 'missing';
  /** The words shown next to the header name. */
  label: string;
  /** Weaknesses of a header in effect, each shown as "Weak: ...". */
  warnings: string[];
}

/**
 * How one security header reads on screen (decision 040): in effect, ignored by browsers (with the reason), or
 * missing. Checks stored before the verdicts followed browsers counted a header as present whenever it was sent and
 * put any problem beside it; such a row reads as ignored too.
 */
export function headerVerdictView(row: HeaderRow): HeaderVerdictView {
  const sent = row.value !== null && row.value !== undefined;
  if (row.present && !row.problem) return { state: 'in-effect', label: 'In effect', warnings: row.warnings ?? [] };
  if (sent || row.problem)
    return { state: 'ignored', label: `Ignored by browsers: ${row.problem ?? 'not applied'}`, warnings: [] };
  return { state: 'missing', label: 'Missing', warnings: [] };
}
