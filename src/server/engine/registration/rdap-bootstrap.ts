import { readFile } from 'node:fs/promises';
import builtIn from './rdap-bootstrap.json' with { type: 'json' };

/** TLD (or any suffix the file lists) -> RDAP base URLs, in the IANA bootstrap format (RFC 9224). */
export interface RdapBootstrap {
  services: Map<string, string[]>;
  /** From RDAP_BOOTSTRAP_FILE: its servers count as configuration and may be private addresses (tests). */
  fromConfiguration: boolean;
}

interface BootstrapFile {
  services: unknown;
}

export function parseBootstrap(json: unknown, fromConfiguration: boolean): RdapBootstrap {
  const services = new Map<string, string[]>();
  const list = (json as BootstrapFile | null)?.services;
  if (!Array.isArray(list)) throw new Error('RDAP bootstrap file has no services array');
  for (const entry of list) {
    if (!Array.isArray(entry) || !Array.isArray(entry[0]) || !Array.isArray(entry[1])) continue;
    const urls = (entry[1] as unknown[])
      .filter((u): u is string => typeof u === 'string')
      .map((u) => (u.endsWith('/') ? u : `${u}/`));
    for (const suffix of entry[0] as unknown[])
      if (typeof suffix === 'string') services.set(suffix.toLowerCase(), urls);
  }
  return { services, fromConfiguration };
}

const BUILT_IN = parseBootstrap(builtIn, false);
const fileCache = new Map<string, Promise<RdapBootstrap>>();

/** The built-in bootstrap, or the configured file (read once per path). */
export function loadBootstrap(file: string | undefined): Promise<RdapBootstrap> {
  if (!file) return Promise.resolve(BUILT_IN);
  let cached = fileCache.get(file);
  if (!cached) {
    cached = readFile(file, 'utf8').then((text) => parseBootstrap(JSON.parse(text), true));
    // A broken file is reported on every check rather than cached as a failure forever.
    void cached.catch(() => fileCache.delete(file));
    fileCache.set(file, cached);
  }
  return cached;
}

/** Longest listed suffix wins (co.uk before uk); https URLs are preferred. */
export function rdapBaseFor(bootstrap: RdapBootstrap, domain: string): string | null {
  const labels = domain.toLowerCase().split('.');
  for (let i = 1; i < labels.length; i++) {
    const urls = bootstrap.services.get(labels.slice(i).join('.'));
    if (urls && urls.length > 0) return urls.find((u) => u.startsWith('https:')) ?? urls[0] ?? null;
  }
  return null;
}
