import { describe, expect, it } from 'vitest';
import { loadBootstrap, rdapBaseFor } from './rdap-bootstrap';
import { whoisServerFor } from './whois-servers';

// The built-in lists (scripts/registry-data.mjs): RDAP first wherever IANA's bootstrap has a server, and the
// registry's WHOIS server without asking IANA first.
describe('built-in registry lists', () => {
  it("finds the registry's RDAP server for gTLDs, new gTLDs and ccTLDs, longest suffix first", async () => {
    const bootstrap = await loadBootstrap(undefined);
    expect(bootstrap.services.size).toBeGreaterThan(1000);
    expect(rdapBaseFor(bootstrap, 'example.com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(rdapBaseFor(bootstrap, 'shop.example.xyz')).toBe('https://rdap.centralnic.com/xyz/');
    expect(rdapBaseFor(bootstrap, 'example.br')).toBe('https://rdap.registro.br/');
    expect(rdapBaseFor(bootstrap, 'example.de')).toBe('https://rdap.denic.de/');
    expect(rdapBaseFor(bootstrap, 'example.invalid')).toBeNull();
  });

  it("names the registry's WHOIS server for TLDs without RDAP, with no query to IANA", async () => {
    expect(await whoisServerFor('jp', undefined, 1)).toEqual({
      host: 'whois.jprs.jp',
      port: 43,
      fromConfiguration: false,
    });
    expect(await whoisServerFor('ch', undefined, 1)).toEqual({
      host: 'whois.nic.ch',
      port: 43,
      fromConfiguration: false,
    });
    expect(await whoisServerFor('jp', { jp: '127.0.0.1:4343' }, 1)).toEqual({
      host: '127.0.0.1',
      port: 4343,
      fromConfiguration: true,
    });
  });
});
