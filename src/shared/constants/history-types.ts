import { CHECK_TYPES } from '../helpers/domain-state';
import { MONITOR_TYPES } from './monitors';

/**
 * Every history type a stored check (domain_checks.check_type) may carry: the home-page families' (monitor_id null),
 * then one per monitor type (the rows of a monitor's own checks). The server's check-family registry
 * (jobs/monitoring/families/) is the source of truth; its test asserts this list names exactly its families'
 * history types, so the API contracts that list or filter checks can read it here.
 */
export const HISTORY_TYPES = [...CHECK_TYPES, ...MONITOR_TYPES] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
