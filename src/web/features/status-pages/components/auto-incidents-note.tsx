import { Zap, ZapOff } from 'lucide-react';
import type { StatusPage } from '../../../../shared/contracts/status-pages';

/**
 * Whether outages open incidents by themselves, said where the page is edited (decision 066): with it off, an outage
 * shows on the page while its incident list stays empty and its subscribers hear nothing, which surprised owners.
 */
export function AutoIncidentsNote({ page }: { page: Pick<StatusPage, 'autoIncidents'> }) {
  const Icon = page.autoIncidents ? Zap : ZapOff;
  return (
    <p className="flex items-start gap-1.5 text-sm text-fg-muted" data-testid="auto-incidents-note">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-medium text-fg">Automatic incidents {page.autoIncidents ? 'on' : 'off'}:</span>{' '}
        {page.autoIncidents
          ? 'an outage opens an incident and tells subscribers; recovery resolves it.'
          : 'an outage shows on the page, but no incident opens and subscribers are not told. Change it in Settings.'}
      </span>
    </p>
  );
}
