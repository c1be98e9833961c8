import type { StatusPage } from '../../../../../shared/contracts/status-pages';

/** Issue 17: built by its own change; the editor imports it by this name. */
export function SubscribersTab({ page }: { page: StatusPage }) {
  void page;
  return null;
}
