import { displayDomain } from '../../../shared/helpers/domain-name';

/** What a component watches, as the app names it: the domain (Unicode), or "monitor name on domain". */
export function sourceNameOf(c: { domainName: string; monitorName: string | null }): string {
  return c.monitorName === null ? displayDomain(c.domainName) : `${c.monitorName} on ${displayDomain(c.domainName)}`;
}

/**
 * A component's name on its public page: its display name, else the monitor's name, else the domain. Automatic
 * incidents name components the same way: visitors read one name for one thing.
 */
export function publicComponentName(row: {
  display_name: string | null;
  monitor_name: string | null;
  domain_name: string;
}): string {
  return row.display_name ?? row.monitor_name ?? displayDomain(row.domain_name);
}

/** "A", "A and B", "A, B and C": names in a sentence. */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
