import { useQueries, useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { displayDomain } from '../../../../../shared/helpers/domain-name';
import { FormCheckboxGroup } from '../../../../components/ui/form-controls';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { domainsQueryOptions } from '../../../domains/api/get-domains';
import { monitorListQuery } from '../../../monitors/api/monitors';
import { targetKey, type MaintenanceFormValues } from '../../lib/maintenance-form';
import type { CreateMaintenanceInput } from '../../../../../shared/contracts/status-pages';

/**
 * What a window covers: each active domain of the workspace (its home page and all its monitors), or single monitors
 * of a domain. A monitor of a domain chosen whole is covered already, so its box is off.
 */
export function MaintenanceTargets({
  control,
  chosen,
}: {
  control: Control<MaintenanceFormValues, unknown, CreateMaintenanceInput>;
  chosen: readonly string[];
}) {
  const domainsQuery = useQuery(domainsQueryOptions());
  const domains = (domainsQuery.data ?? []).filter((d) => d.isActive);
  const monitors = useQueries({ queries: domains.map((d) => monitorListQuery(d.id)) });

  if (!domainsQuery.data) {
    return domainsQuery.isError ? (
      <LoadError
        framed={false}
        className="py-4"
        title="Couldn't load your domains"
        error={domainsQuery.error}
        onRetry={() => void domainsQuery.refetch()}
        retrying={domainsQuery.isFetching}
      />
    ) : (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading your domains">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (domains.length === 0)
    return (
      <p className="text-sm text-fg-muted">Add a domain first: a window holds the alerts of domains and monitors.</p>
    );

  const options = domains.flatMap((domain, index) => {
    const name = displayDomain(domain.name);
    const whole = chosen.includes(domain.id);
    return [
      { value: domain.id, label: `${name} (home page and all its monitors)` },
      ...(monitors[index]?.data?.data ?? []).map((monitor) => ({
        value: targetKey(domain.id, monitor.id),
        label: `${monitor.name} on ${name}`,
        disabled: whole,
      })),
    ];
  });
  return (
    <FormCheckboxGroup
      control={control}
      name="targets"
      legend="Domains and monitors"
      options={options}
      optionsClassName="grid gap-2"
      hint="Alerts for what you choose are held while the window is on."
    />
  );
}
