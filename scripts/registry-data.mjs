#!/usr/bin/env node
/**
 * Writes the built-in registry server lists from IANA's root zone data:
 *   src/server/engine/registration/rdap-bootstrap.json  (RFC 9224 bootstrap format: every TLD with an RDAP server)
 *   src/server/engine/registration/whois-servers.json   (TLD -> registry port-43 server)
 * Input: the whoisservers.json of the npm package whoisserver-world (ISC licence), a crawl of IANA's root zone
 * database and RDAP bootstrap file. Run: npm pack whoisserver-world && tar xzf whoisserver-world-*.tgz &&
 * node scripts/registry-data.mjs package/whoisservers.json
 * Registries that publish an RDAP server IANA does not list are added from REGISTRY_PUBLISHED below.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Registry-published RDAP servers absent from IANA's bootstrap file (each registry's own documentation).
const REGISTRY_PUBLISHED = {
  de: 'https://rdap.denic.de/',
  fr: 'https://rdap.nic.fr/',
  nl: 'https://rdap.sidn.nl/',
  eu: 'https://rdap.eurid.eu/',
  uk: 'https://rdap.nominet.uk/uk/',
};

const [input] = process.argv.slice(2);
if (!input) {
  console.error('usage: node scripts/registry-data.mjs path/to/whoisservers.json');
  process.exit(2);
}
const data = JSON.parse(readFileSync(input, 'utf8'));
const crawled = Math.max(...Object.values(data).map((entry) => entry.t ?? 0));
const outDir = path.resolve(import.meta.dirname, '../src/server/engine/registration');

const byBase = new Map();
const whois = {};
for (const [tld, entry] of Object.entries(data).sort(([a], [b]) => a.localeCompare(b))) {
  const base =
    (entry.rdapServers ?? []).find((url) => url.startsWith('https://'))?.replace(/domain\/?$/, '') ??
    REGISTRY_PUBLISHED[tld];
  if (base) byBase.set(base, [...(byBase.get(base) ?? []), tld]);
  const server = (entry.whoisServer ?? [])[0];
  if (server) whois[tld] = server;
}

const bootstrap = {
  description: `IANA RDAP bootstrap for domain names as of ${new Date(crawled).toISOString().slice(0, 10)} (from the whoisserver-world package, ISC licence), plus registry-published servers IANA does not list (${Object.keys(REGISTRY_PUBLISHED).join(', ')}). Made by scripts/registry-data.mjs; RDAP_BOOTSTRAP_FILE replaces it.`,
  publication: new Date(crawled).toISOString(),
  version: '1.0',
  services: [...byBase.entries()].map(([base, tlds]) => [tlds, [base]]),
};
writeFileSync(path.join(outDir, 'rdap-bootstrap.json'), `${JSON.stringify(bootstrap)}\n`);
writeFileSync(
  path.join(outDir, 'whois-servers.json'),
  `${JSON.stringify({ description: `Registry WHOIS servers from IANA's root zone database as of ${new Date(crawled).toISOString().slice(0, 10)} (whoisserver-world package, ISC licence). Made by scripts/registry-data.mjs.`, servers: whois })}\n`,
);
console.log(
  `RDAP: ${[...byBase.values()].flat().length} TLDs on ${byBase.size} servers; WHOIS: ${Object.keys(whois).length} TLDs`,
);
