import { displayDomain } from '../../../shared/helpers/domain-name';

/** What a component watches, as the app names it: the domain (Unicode), or "monitor name on domain". */
export function sourceNameOf(c: { domainName: string; monitorName: string | null }): string {
  return c.monitorName === null ? displayDomain(c.domainName) : `${c.monitorName} on ${displayDomain(c.domainName)}`;
}
