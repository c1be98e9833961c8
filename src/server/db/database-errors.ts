/**
 * SQLSTATEs with which PostgreSQL refuses a value sent to it: text it cannot encode (22021, 22P05), text that is not
 * a valid uuid, number, date or JSON (22P02, 22007), a number or date out of range (22003, 22008, 22009), text too
 * long for its column (22001) or too large for an index entry (54000). Input that got past validation, not a fault
 * of the server; other errors (division by zero, lost connections) stay server errors.
 */
const REFUSED_VALUE_STATES = new Set(['22021', '22P05', '22P02', '22007', '22003', '22008', '22009', '22001', '54000']);

/** The SQLSTATE of the PostgreSQL or PGlite error behind `error` (Drizzle wraps the driver's error as `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the database refused a value of the request (see REFUSED_VALUE_STATES). */
export function isRefusedValue(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && REFUSED_VALUE_STATES.has(state);
}

/** A serialization failure (40001) or a deadlock (40P01): the transaction lost a race and may be run again. */
const TRANSACTION_CONFLICT_STATES = new Set(['40001', '40P01']);

/** Whether the database ended the transaction because of a concurrent one (see TRANSACTION_CONFLICT_STATES). */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && TRANSACTION_CONFLICT_STATES.has(state);
}
