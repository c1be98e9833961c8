import { classifyAddress, type BlockedCategory } from '../../engine/net/ip-ranges';
import { displayDomain, domainHost, hostKind } from '../../../shared/helpers/domain-name';

const CATEGORY_WORDS: Record<BlockedCategory, string> = {
  metadata: 'a cloud metadata',
  private: 'a private',
  loopback: 'a loopback',
  'link-local': 'a link-local',
  cgnat: 'a carrier-grade NAT',
  multicast: 'a multicast',
  unspecified: 'an unspecified',
  'unique-local': 'a unique-local',
  reserved: 'a reserved',
};

/**
 * Why a domain typed as localhost or an IP address may not be added here, or null when it may (decision 071): a
 * private, loopback or otherwise non-public address is checked only where the operator set ALLOW_PRIVATE_TARGETS,
 * the very rule the probes' SSRF guard applies. Names are judged by the probes when they resolve, not here.
 */
export function privateTargetRefusal(name: string, allowPrivateTargets: boolean): string | null {
  if (allowPrivateTargets) return null;
  const kind = hostKind(name);
  if (kind === 'name') return null;
  const host = domainHost(name);
  const category = kind === 'localhost' ? 'loopback' : classifyAddress(host.replace(/^\[|\]$/g, ''));
  if (category === null) return null;
  return `${displayDomain(name)} is ${CATEGORY_WORDS[category]} address. This installation does not check private addresses: its operator has not allowed them (ALLOW_PRIVATE_TARGETS).`;
}
