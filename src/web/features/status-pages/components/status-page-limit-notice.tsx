import { UpgradeLimitNotice } from '../../../components/upgrade-limit-notice';

/** Shown instead of Create once the workspace has as many pages as its plan allows (or when the server says so). */
export function StatusPageLimitNotice({ limit, message }: { limit: number; message?: string | undefined }) {
  return (
    <UpgradeLimitNotice title="Status page limit reached">
      {message ??
        `Your plan allows ${limit} status ${limit === 1 ? 'page' : 'pages'}. Upgrade for more, or delete a page you no longer need.`}
    </UpgradeLimitNotice>
  );
}
