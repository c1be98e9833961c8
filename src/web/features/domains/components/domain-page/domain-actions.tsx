import { Settings, SlidersHorizontal } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { Domain } from '../../../../../shared/contracts/domains';
import { Button } from '../../../../components/ui/button';
import { DomainSettingsDialog, preloadDomainSettingsForm } from '../domain-settings-dialog';

/** Actions other features own, handed in by the route (features do not import each other). */
export interface DomainPageParts {
  /** Runs the domain's security, TLS and DNS checks again (the security feature's Rescan). */
  Rescan: ComponentType<{ domainId: string }>;
  /** Starts a full audit of the domain (the audit feature). */
  Audit: ComponentType<{ domainId: string; domainName: string }>;
  /** The domain's alerts (the alerts feature's list, filtered by domain). */
  Alerts: ComponentType<{ domainId: string }>;
  /** The domain's latest Lighthouse results (the performance feature). */
  Lighthouse: ComponentType<{ domainId: string }>;
  /** The domain's monitors beside its home page (the monitors feature). */
  Monitors: ComponentType<{ domainId: string; domainName: string; httpOnly: boolean }>;
}

/** Rescan, full audit, the domain's settings and its alert thresholds: the same actions the other screens offer. */
export function DomainActions({ domain, parts }: { domain: Domain; parts: Pick<DomainPageParts, 'Rescan' | 'Audit'> }) {
  const [settings, setSettings] = useState(false);
  const { Rescan, Audit } = parts;
  return (
    <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
      <Rescan domainId={domain.id} />
      <Audit domainId={domain.id} domainName={domain.name} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => setSettings(true)}
        onPointerEnter={preloadDomainSettingsForm}
        onFocus={preloadDomainSettingsForm}
      >
        <Settings aria-hidden="true" />
        Settings
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to="/alert-thresholds">
          <SlidersHorizontal aria-hidden="true" />
          Alert thresholds
        </Link>
      </Button>
      {settings ? <DomainSettingsDialog domain={domain} open onOpenChange={setSettings} /> : null}
    </div>
  );
}
