/**
 * What the demo workspace looks like: a handful of made-up sites under the reserved `.example` top-level domain
 * (RFC 2606: never resolves anywhere), each with a character the history generator turns into 90 days of checks.
 * Times are offsets back from the moment of seeding, so the history always ends "now".
 */
export interface DemoOutage {
  /** Hours before now the outage started. */
  startsHoursAgo: number;
  minutes: number;
  statusCode: number | null;
  error: string | null;
}

export interface DemoProfile {
  name: string;
  description: string;
  /** Typical response time (ms) and its spread. */
  responseMs: number;
  jitterMs: number;
  /** Periods of slow answers (over the 3,000 ms default threshold). */
  slowSpells: { startsHoursAgo: number; hours: number; responseMs: number }[];
  outages: DemoOutage[];
  /** Typical Lighthouse score and spread; `dipDaysAgo` marks a bad release a few days long. */
  performanceScore: number;
  scoreJitter: number;
  scoreDip?: { daysAgo: number; days: number; score: number };
  certificate: { issuer: string; daysLeft: number; lifetimeDays: number };
  /** Registration as an RDAP answer would give it: days until the registration expires, and the registrar. */
  registration: { registrar: string; daysLeft: number };
  /** A TXT record added this many days ago (a DNS change alert), if any. */
  dnsChangeDaysAgo?: number;
  /** Octet of the documentation address (192.0.2.0/24, RFC 5737) the site "resolves" to. */
  addressOctet: number;
}

export const DEMO_ZONE = 'sitewarden-demo.example';

export const DEMO_PROFILES: DemoProfile[] = [
  {
    name: `shop.${DEMO_ZONE}`,
    description: 'Demo data: an online shop (never probed; seeded history)',
    responseMs: 420,
    jitterMs: 180,
    slowSpells: [],
    outages: [{ startsHoursAgo: 21 * 24 + 5, minutes: 40, statusCode: 502, error: null }],
    performanceScore: 91,
    scoreJitter: 4,
    certificate: { issuer: "Let's Encrypt R11", daysLeft: 61, lifetimeDays: 90 },
    registration: { registrar: 'Example Registrar, LLC', daysLeft: 212 },
    dnsChangeDaysAgo: 10,
    addressOctet: 10,
  },
  {
    name: `blog.${DEMO_ZONE}`,
    description: 'Demo data: a company blog (never probed; seeded history)',
    responseMs: 780,
    jitterMs: 260,
    slowSpells: [],
    outages: [],
    performanceScore: 72,
    scoreJitter: 6,
    scoreDip: { daysAgo: 40, days: 3, score: 44 },
    certificate: { issuer: 'Sectigo RSA Domain Validation Secure Server CA', daysLeft: 12, lifetimeDays: 365 },
    registration: { registrar: 'Example Registrar, LLC', daysLeft: 23 },
    addressOctet: 20,
  },
  {
    name: `api.${DEMO_ZONE}`,
    description: 'Demo data: a public API (never probed; seeded history)',
    responseMs: 240,
    jitterMs: 90,
    slowSpells: [
      { startsHoursAgo: 55 * 24, hours: 6, responseMs: 3_600 },
      { startsHoursAgo: 30, hours: 31, responseMs: 3_400 },
    ],
    outages: [
      { startsHoursAgo: 63 * 24 + 14, minutes: 25, statusCode: null, error: 'Connection timed out' },
      { startsHoursAgo: 26, minutes: 70, statusCode: 503, error: null },
    ],
    performanceScore: 83,
    scoreJitter: 5,
    certificate: { issuer: "Let's Encrypt R10", daysLeft: 47, lifetimeDays: 90 },
    registration: { registrar: 'Example Registrar, LLC', daysLeft: 340 },
    addressOctet: 30,
  },
  {
    name: `status.${DEMO_ZONE}`,
    description: 'Demo data: a status page (never probed; seeded history)',
    responseMs: 180,
    jitterMs: 40,
    slowSpells: [],
    outages: [],
    performanceScore: 97,
    scoreJitter: 2,
    certificate: { issuer: 'Google Trust Services WR3', daysLeft: 74, lifetimeDays: 90 },
    registration: { registrar: 'Example Registrar, LLC', daysLeft: 129 },
    addressOctet: 40,
  },
];

/** mulberry32: a small seeded generator, so every seeding writes the same figures. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
