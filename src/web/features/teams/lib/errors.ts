/** Moved to src/web/lib/action-errors; kept so the team screens' imports stay put. */
export { serverMessageOr, showServerFieldErrors, toastActionError } from '../../../lib/action-errors';
