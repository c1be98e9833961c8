import { describe, expect, it } from 'vitest';
import { domainStatus, sslState } from './domain-state';

const at = '2026-01-01T00:00:00.000Z';
const result = (status: string, message: string | null = null) => ({ status, message, checkedAt: at });

describe('domain status from the latest results', () => {
  it('is pending until the first uptime check, whatever else is known', () => {
    expect(domainStatus({ uptime: null, ssl: result('critical', 'x'), dns: result('healthy') }).status).toBe('pending');
  });

  it("follows the site's own answer, and says why when it is not Online", () => {
    expect(domainStatus({ uptime: result('healthy'), ssl: result('healthy'), dns: result('healthy') })).toEqual({
      status: 'online',
      reason: 'The latest checks passed.',
    });
    expect(domainStatus({ uptime: result('error', 'Connection refused'), ssl: null, dns: null })).toEqual({
      status: 'offline',
      reason: 'Uptime: The server refused the connection.',
    });
  });

  it('is Critical when the certificate check fails, and at least Warning when DNS does, naming both', () => {
    const s = domainStatus({
      uptime: result('healthy'),
      ssl: result('critical', 'Could not connect to port 443: connection refused'),
      dns: result('error', 'Could not query DNS: timeout'),
    });
    expect(s).toEqual({
      status: 'critical',
      reason: 'SSL: The server refused the connection. DNS: Could not query DNS: timeout.',
    });
  });

  it("says a failed handshake in words, never OpenSSL's text (issue 33)", () => {
    const openssl =
      'TLS handshake failed: 80ACA444DB7F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:354:';
    const { reason } = domainStatus({ uptime: result('healthy'), ssl: result('critical', openssl), dns: null });
    expect(reason).toBe('SSL: A secure (HTTPS) connection could not be set up.');
  });

  it('gives identical facts identical statuses, whichever family was checked last', () => {
    const facts = {
      uptime: result('healthy'),
      ssl: result('warning', 'Certificate expires in 20 days'),
      dns: result('healthy'),
    };
    expect(domainStatus(facts)).toEqual(domainStatus({ ...facts }));
    expect(domainStatus(facts).status).toBe('warning');
  });
});

describe('certificate state from the latest certificate check', () => {
  it('is pending before the first check', () => {
    expect(sslState(null, null)).toEqual({ state: 'pending', message: 'Pending first check' });
  });

  it('says the failure in words when the check got no certificate, even if an older one is stored', () => {
    const refused = {
      ...result('critical', 'Could not connect to port 443: connection refused'),
      gotCertificate: false,
    };
    expect(sslState(refused, null)).toEqual({
      state: 'failed',
      message: 'Certificate check failed: the server refused the connection',
    });
    expect(sslState(refused, { isValid: true, daysUntilExpiry: 80 }).state).toBe('failed');
  });

  it("never shows OpenSSL's own text: a plain-HTTP server on the TLS port reads as a secure connection not set up", () => {
    const openssl = {
      ...result(
        'critical',
        'Could not connect to port 443: write EPROTO 40E8A1F0:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:354:',
      ),
      gotCertificate: false,
    };
    expect(sslState(openssl, null).message).toBe(
      'Certificate check failed: a secure (HTTPS) connection could not be set up',
    );
    const unknown = {
      ...result('critical', 'Could not connect to port 443: TLS alert 112 from the server'),
      gotCertificate: false,
    };
    expect(sslState(unknown, null).message).toBe('Certificate check failed: TLS alert 112 from the server');
  });

  it('is invalid, expiring within 30 days, or valid from the stored certificate', () => {
    const got = { ...result('healthy', 'Valid certificate'), gotCertificate: true };
    expect(sslState(got, { isValid: false, daysUntilExpiry: 80 }).state).toBe('invalid');
    expect(sslState(got, { isValid: true, daysUntilExpiry: 30 }).state).toBe('expiring');
    expect(sslState(got, { isValid: true, daysUntilExpiry: 31 }).state).toBe('valid');
  });
});
