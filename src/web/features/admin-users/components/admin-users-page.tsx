import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search, Users } from 'lucide-react';
import type { AdminUser } from '../../../../shared/contracts/admin-users';
import { PLANS } from '../../../../shared/constants/plans';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { countOf } from '../../../../shared/helpers/plural';
import { AdminsOnly } from '../../../components/admins-only';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/session';
import { useQueryUpdate } from '../../../lib/search-param';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useUsers, type UserListFilters } from '../api/get-users';
import { AuditLog } from './audit-log';
import { UserActions } from './user-actions';
import { AccountStatusBadge, AdminBadge, DemoBadge, PlanBadge, SubscriptionBadge, userName } from './user-badges';

const FILTERS = ['q', 'plan', 'status', 'admin', 'demo', 'cursor'] as const;

/**
 * "3 accounts", "1 account matches"; the demo accounts listed beside them are said apart, never counted among the
 * people of the installation (decision 069).
 */
function accountsLine(total: number, demoAccounts: number, filtered: boolean): string {
  const accounts = `${countOf(total, 'account')}${filtered ? (total === 1 ? ' matches' : ' match') : ''}`;
  if (demoAccounts === 0) return accounts;
  const demo = demoAccounts === 1 ? 'the demo account' : countOf(demoAccounts, 'demo account');
  return `${accounts}; ${demo} listed too, not counted`;
}

/** The filters live in the address, so a search can be shared and survives a reload. */
function useUrlFilters(): [UserListFilters, (changes: Partial<UserListFilters>) => void] {
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const filtersOf = (query: URLSearchParams) =>
    Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ''])) as unknown as UserListFilters;
  const set = (changes: Partial<UserListFilters>) =>
    update((current) => {
      const next = { ...filtersOf(current), cursor: '', ...changes };
      return new URLSearchParams(Object.entries(next).filter(([, value]) => value));
    });
  return [filtersOf(params), set];
}

/**
 * /admin/users: the installation's accounts with plan, status, workspaces, domains and last sign-in; search and
 * filters; per account: change plan, admin rights, disable or enable. The demo account is listed with a Demo badge
 * and left out of the count (a filter shows real or demo accounts only). Below, the admin audit log. Administrators
 * only; everyone else is told the screen is not for them.
 */
export function AdminUsersPage() {
  const me = useCurrentUser();
  const [filters, setFilters] = useUrlFilters();
  const [search, setSearch] = useState(filters.q);
  const settled = useDebouncedValue(search.trim());
  useEffect(() => {
    if (settled !== filters.q) setFilters({ q: settled });
    // only a settled search moves the address
  }, [settled]);
  const users = useUsers(filters, me.isAdmin);
  const readable = useReadableTime();
  const [history, setHistory] = useState<string[]>([]);

  if (!me.isAdmin || (users.isError && classifyError(users.error).type === 'notfound')) {
    return <AdminsOnly>This page lists the accounts of this installation.</AdminsOnly>;
  }

  const page = users.data;
  const filtered = Boolean(filters.q || filters.plan || filters.status || filters.admin || filters.demo);
  const lastSignIn = (user: AdminUser) => (user.lastSignInAt ? readable(user.lastSignInAt) : 'Never');

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <form
        role="search"
        aria-label="Find accounts"
        className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_repeat(4,minmax(0,10rem))]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="users-search">Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
            />
            <Input
              id="users-search"
              type="search"
              placeholder="E-mail or name"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-plan">Plan</Label>
          <NativeSelect id="users-plan" value={filters.plan} onChange={(e) => setFilters({ plan: e.target.value })}>
            <option value="">All plans</option>
            {Object.values(PLANS).map((plan) => (
              <option key={plan.tier} value={plan.tier}>
                {plan.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-status">Status</Label>
          <NativeSelect
            id="users-status"
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value })}
          >
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-admin">Role</Label>
          <NativeSelect id="users-admin" value={filters.admin} onChange={(e) => setFilters({ admin: e.target.value })}>
            <option value="">Everyone</option>
            <option value="true">Administrators</option>
            <option value="false">Not administrators</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="users-demo">Account type</Label>
          <NativeSelect id="users-demo" value={filters.demo} onChange={(e) => setFilters({ demo: e.target.value })}>
            <option value="">Real and demo</option>
            <option value="false">Real only</option>
            <option value="true">Demo only</option>
          </NativeSelect>
        </div>
      </form>

      {users.isError ? (
        <LoadError
          title="Couldn't load the accounts"
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : !page ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the accounts">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : page.data.length === 0 ? (
        <EmptyState icon={Users} title={filtered ? 'No account matches' : 'No accounts yet'}>
          {filtered ? 'Try another search, or clear the filters.' : 'Accounts appear here as people sign up.'}
        </EmptyState>
      ) : (
        <section aria-label="Accounts" className="grid gap-3">
          <p className="text-sm text-fg-muted" aria-live="polite">
            {accountsLine(page.total, page.demoAccounts, filtered)}
          </p>
          <Card className="hidden overflow-hidden md:block">
            <table aria-label="Accounts" className="w-full table-fixed text-left text-sm tabular-nums">
              <thead className="border-b border-line bg-muted/50 text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="w-[34%] px-5 py-2.5 font-medium">
                    Account
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Plan
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Workspaces
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Domains
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Last sign-in
                  </th>
                  <th scope="col" className="w-12 px-3 py-2.5">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {page.data.map((user) => (
                  <tr key={user.id}>
                    <th scope="row" className="px-5 py-3 font-normal">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate font-medium text-fg">{userName(user)}</span>
                        {user.isAdmin ? <AdminBadge /> : null}
                        {user.isTestAccount ? <DemoBadge /> : null}
                      </span>
                      <span className="block truncate text-fg-muted">{user.email}</span>
                    </th>
                    <td className="px-3 py-3">
                      <span className="flex flex-wrap gap-1">
                        <PlanBadge user={user} />
                        <SubscriptionBadge status={user.subscriptionStatus} />
                      </span>
                    </td>
                    <td className="px-3 py-3">
                      <AccountStatusBadge user={user} />
                    </td>
                    <td className="px-3 py-3 text-right">{user.workspaces}</td>
                    <td className="px-3 py-3 text-right">{user.domains}</td>
                    <td className="px-3 py-3 text-fg-muted">
                      {user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{lastSignIn(user)}</time> : 'Never'}
                    </td>
                    <td className="px-3 py-3 text-right">
                      <UserActions user={user} isSelf={user.id === me.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <ul aria-label="Accounts" className="grid gap-2 md:hidden">
            {page.data.map((user) => (
              <li key={user.id} className="grid min-w-0 gap-2 rounded-xl border border-line bg-surface p-4">
                <div className="flex min-w-0 items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-fg">{userName(user)}</p>
                    <p className="truncate text-sm text-fg-muted">{user.email}</p>
                  </div>
                  <UserActions user={user} isSelf={user.id === me.id} />
                </div>
                <div className="flex flex-wrap gap-1">
                  <PlanBadge user={user} />
                  <SubscriptionBadge status={user.subscriptionStatus} />
                  <AccountStatusBadge user={user} />
                  {user.isAdmin ? <AdminBadge /> : null}
                  {user.isTestAccount ? <DemoBadge /> : null}
                </div>
                <p className="text-sm text-fg-muted">
                  {countOf(user.workspaces, 'workspace')} · {countOf(user.domains, 'domain')} · last sign-in{' '}
                  {user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{lastSignIn(user)}</time> : 'never'}
                </p>
              </li>
            ))}
          </ul>
          {page.nextCursor || filters.cursor ? (
            <nav aria-label="Pages of accounts" className="flex justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={!filters.cursor}
                onClick={() => {
                  const previous = history.slice(0, -1);
                  setHistory(previous);
                  setFilters({ cursor: history.at(-1) ?? '' });
                }}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!page.nextCursor}
                onClick={() => {
                  setHistory([...history, filters.cursor]);
                  setFilters({ cursor: page.nextCursor ?? '' });
                }}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </section>
      )}

      <AuditLog />
    </div>
  );
}
