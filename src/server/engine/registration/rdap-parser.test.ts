import { afterEach, describe, expect, it } from 'vitest';
import { parseRdapDate } from './rdap-date';
import { parseRdapDomain, rdapStatusToEpp } from './rdap-parser';

const card = (...properties: unknown[][]) => ['vcard', [['version', {}, 'text', '4.0'], ...properties]];
const domain = (extra: Record<string, unknown>) => ({
  objectClassName: 'domain',
  ldhName: 'example.test',
  events: [],
  ...extra,
});
const registrarOf = (entities: unknown[]) => parseRdapDomain(domain({ entities }))?.registrar;

describe('RDAP registrar', () => {
  it('takes the vCard fn of the registrar entity', () => {
    expect(
      registrarOf([
        { roles: ['registrant'], vcardArray: card(['fn', {}, 'text', 'Someone']) },
        { roles: ['registrar'], vcardArray: card(['fn', {}, 'text', 'Gandi SAS']) },
      ]),
    ).toBe('Gandi SAS');
  });

  it('falls back to the org when the registrar has no fn, including a structured org', () => {
    expect(registrarOf([{ roles: ['registrar'], vcardArray: card(['org', {}, 'text', 'Key-Systems GmbH']) }])).toBe(
      'Key-Systems GmbH',
    );
    expect(registrarOf([{ roles: ['registrar'], vcardArray: card(['fn', {}, 'text', '  ']) }])).toBeNull();
    expect(
      registrarOf([
        {
          roles: ['registrar'],
          vcardArray: card(['fn', {}, 'text', ''], ['org', {}, 'text', ['Tucows Domains Inc.', 'Registrar Division']]),
        },
      ]),
    ).toBe('Tucows Domains Inc.');
  });

  it('finds a registrar entity nested one level down, after any listed directly', () => {
    const nested = [
      {
        roles: ['sponsor'],
        entities: [{ roles: ['registrar'], vcardArray: card(['fn', {}, 'text', 'Nested Registrar Ltd']) }],
      },
    ];
    expect(registrarOf(nested)).toBe('Nested Registrar Ltd');
    expect(
      registrarOf([...nested, { roles: ['REGISTRAR'], vcardArray: card(['fn', {}, 'text', 'Direct Registrar']) }]),
    ).toBe('Direct Registrar');
  });

  it('never takes a handle, an IANA id, a registrant org or an abuse contact for a name', () => {
    expect(
      registrarOf([
        {
          roles: ['registrar'],
          handle: 'REG-INTERNET-CZ',
          publicIds: [{ type: 'IANA Registrar ID', identifier: '292' }],
        },
      ]),
    ).toBeNull();
    expect(
      registrarOf([{ roles: ['registrant'], vcardArray: card(['org', {}, 'text', 'Microsoft Corporation']) }]),
    ).toBeNull();
    expect(
      registrarOf([
        { roles: ['registrar'], entities: [{ roles: ['abuse'], vcardArray: card(['fn', {}, 'text', 'Abuse desk']) }] },
      ]),
    ).toBeNull();
  });

  it('survives hostile shapes without throwing', () => {
    for (const entities of [
      null,
      'x',
      [null, 1, 'x', []],
      [{ roles: 'registrar' }],
      [{ roles: ['registrar'], vcardArray: 'vcard' }],
      [{ roles: ['registrar'], vcardArray: ['vcard', [null, [1, 2], ['fn']]] }],
    ]) {
      expect(() => parseRdapDomain(domain({ entities }))).not.toThrow();
      expect(parseRdapDomain(domain({ entities }))?.registrar).toBeNull();
    }
    for (const json of [null, 1, 'domain', [], { objectClassName: 'entity' }, { events: 'x' }])
      expect(parseRdapDomain(json)).toBeNull();
  });
});

describe('RDAP dates', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('reads a date with no zone as UTC, whatever the server’s zone', () => {
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
      process.env.TZ = zone;
      expect(parseRdapDate('2020-01-01T00:00:00')?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
      expect(parseRdapDate('2020-01-01')?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
      const parsed = parseRdapDomain(
        domain({ events: [{ eventAction: 'expiration', eventDate: '2030-03-01T00:30:00' }] }),
      );
      expect(parsed?.expiresAt?.slice(0, 10)).toBe('2030-03-01');
    }
  });

  it('reads zones, offsets and any number of fractional digits', () => {
    expect(parseRdapDate('2024-06-12T22:09:39.881923Z')?.toISOString()).toBe('2024-06-12T22:09:39.881Z');
    expect(parseRdapDate('2013-09-11T11:58:06.0Z')?.toISOString()).toBe('2013-09-11T11:58:06.000Z');
    expect(parseRdapDate('2024-06-18T22:01:39+03:00')?.toISOString()).toBe('2024-06-18T19:01:39.000Z');
    expect(parseRdapDate('2019-12-04 00:00:00+02')?.toISOString()).toBe('2019-12-03T22:00:00.000Z');
    expect(parseRdapDate('2019-12-04T05:30:00-0530')?.toISOString()).toBe('2019-12-04T11:00:00.000Z');
    expect(parseRdapDate('1991-12-31T23:59:60Z')?.toISOString()).toBe('1991-12-31T23:59:59.000Z');
  });

  it('gives null, never a wrong date, for anything else', () => {
    for (const value of [
      '',
      'soon',
      '2021-02-30T00:00:00Z',
      '2021-13-01',
      '31/01/2021',
      '2021-01-01T25:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T00:00:00Z',
      20210101,
      null,
    ]) {
      expect(parseRdapDate(value)).toBeNull();
    }
  });

  it('takes expiration first, registrar expiration only as a fallback, in any case', () => {
    const both = parseRdapDomain(
      domain({
        events: [
          { eventAction: 'registrar expiration', eventDate: '2031-01-01T00:00:00Z' },
          { eventAction: 'Expiration', eventDate: '2030-01-01T00:00:00Z' },
        ],
      }),
    );
    expect(both?.expiresAt).toBe('2030-01-01T00:00:00.000Z');
    const registrarOnly = parseRdapDomain(
      domain({
        events: [
          { eventAction: 'REGISTRAR EXPIRATION', eventDate: '2031-01-01T00:00:00Z' },
          { eventAction: 'Registration', eventDate: '2001-05-02T10:00:00Z' },
        ],
      }),
    );
    expect(registrarOnly).toMatchObject({
      expiresAt: '2031-01-01T00:00:00.000Z',
      createdAt: '2001-05-02T10:00:00.000Z',
    });
    const broken = parseRdapDomain(
      domain({
        events: [
          { eventAction: 'expiration', eventDate: 'never' },
          { eventAction: 'registrar expiration', eventDate: '2031-01-01T00:00:00Z' },
        ],
      }),
    );
    expect(broken?.expiresAt).toBe('2031-01-01T00:00:00.000Z');
  });
});

describe('RDAP statuses', () => {
  it('are EPP codes', () => {
    expect(
      [
        'client transfer prohibited',
        'redemption period',
        'pending delete',
        'server hold',
        'ACTIVE',
        'clientHold',
        'Inactive',
        'auto_renew_period',
        'add-period',
      ].map(rdapStatusToEpp),
    ).toEqual([
      'clientTransferProhibited',
      'redemptionPeriod',
      'pendingDelete',
      'serverHold',
      'active',
      'clientHold',
      'inactive',
      'autoRenewPeriod',
      'addPeriod',
    ]);
  });
});
