import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { STATUS_PAGE_COMPONENTS_MAX } from '../../../../../shared/constants/status-pages';
import { displayDomain } from '../../../../../shared/helpers/domain-name';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import { domainsQueryOptions } from '../../../domains/api/get-domains';
import { monitorListQuery } from '../../../monitors/api/monitors';
import { hasComponent, newDraft, type DraftComponent } from '../../lib/components-draft';

const HOME = 'home';

/**
 * Adds a component: one of the workspace's domains (its home page's uptime check), or one of that domain's monitors.
 * What the page shows already cannot be added twice.
 */
export function ComponentPicker({
  components,
  onAdd,
}: {
  components: readonly DraftComponent[];
  onAdd: (component: DraftComponent) => void;
}) {
  const id = useId();
  const domains = useQuery(domainsQueryOptions());
  const [domainId, setDomainId] = useState('');
  const [source, setSource] = useState(HOME);
  const monitors = useQuery({ ...monitorListQuery(domainId), enabled: domainId !== '' });
  const active = (domains.data ?? []).filter((d) => d.isActive);
  const domain = active.find((d) => d.id === domainId);
  const monitorId = source === HOME ? null : source;
  const monitor = monitors.data?.data.find((m) => m.id === monitorId);
  const full = components.length >= STATUS_PAGE_COMPONENTS_MAX;
  const taken = domain ? hasComponent(components, domain.id, monitorId) : false;

  const add = () => {
    if (!domain) return;
    const name = displayDomain(domain.name);
    onAdd(newDraft(domain.id, monitorId, monitor ? `${monitor.name} on ${name}` : name));
  };

  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-line-strong p-4">
      <p className="text-sm font-medium text-fg">Add a component</p>
      {domains.isError ? (
        <p className="text-sm text-critical">Couldn&apos;t load your domains. Reload the page to try again.</p>
      ) : domains.data && active.length === 0 ? (
        <p className="text-sm text-fg-muted">Add a domain first: components are your domains and their monitors.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-domain`}>Domain</Label>
            <NativeSelect
              id={`${id}-domain`}
              value={domainId}
              disabled={!domains.data}
              onChange={(event) => {
                setDomainId(event.target.value);
                setSource(HOME);
              }}
            >
              <option value="">{domains.data ? 'Choose a domain' : 'Loading your domains…'}</option>
              {active.map((d) => (
                <option key={d.id} value={d.id}>
                  {displayDomain(d.name)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-source`}>What it shows</Label>
            <NativeSelect
              id={`${id}-source`}
              value={source}
              disabled={!domain}
              onChange={(event) => setSource(event.target.value)}
            >
              <option value={HOME}>Home page (the domain&apos;s uptime)</option>
              {(monitors.data?.data ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  Monitor: {m.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" disabled={!domain || taken || full} onClick={add}>
            <Plus aria-hidden="true" />
            Add component
          </Button>
        </div>
      )}
      {taken ? <p className="text-sm text-fg-muted">The page shows this one already.</p> : null}
      {full ? (
        <p className="text-sm text-fg-muted">A page shows at most {STATUS_PAGE_COMPONENTS_MAX} components.</p>
      ) : null}
    </div>
  );
}
