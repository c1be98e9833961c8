import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** A certificate the test HTTPS server presents: its key and the chain it sends (leaf first). */
export interface ServedCertificate {
  key: string;
  cert: string;
  /** What the server sends: leaf plus intermediate, or the leaf alone. */
  chain: string;
  notAfter: Date;
}

export interface TestPki {
  rootCa: string;
  intermediateCa: string;
  /** Host name -> what that virtual host presents. */
  hosts: Record<string, ServedCertificate>;
  /** A valid *.suffix certificate for every other host (the sites the HTTP tests serve). */
  fallback: ServedCertificate;
}

export type LeafKind =
  'valid' | 'expiring-5' | 'expiring-20' | 'expired' | 'self-signed' | 'wrong-host' | 'missing-intermediate';

interface KeyPair {
  privateKeyPem: string;
  privateKey: forge.pki.rsa.PrivateKey;
  publicKey: forge.pki.rsa.PublicKey;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

// Native key generation: node-forge's pure-JS RSA takes seconds per key, signing with it is fast enough.
function newKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKeyPem: privateKey,
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    publicKey: forge.pki.publicKeyFromPem(publicKey),
  };
}

interface CertSpec {
  commonName: string;
  organization?: string;
  altNames?: string[];
  notBefore: Date;
  notAfter: Date;
  isCa: boolean;
  subjectKey: KeyPair;
  issuer?: { cert: forge.pki.Certificate; key: KeyPair };
}

function issue(spec: CertSpec): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = spec.subjectKey.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = spec.notBefore;
  cert.validity.notAfter = spec.notAfter;
  const subject = [
    { name: 'commonName', value: spec.commonName },
    { name: 'organizationName', value: spec.organization ?? 'Sitewarden Test' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(spec.issuer ? spec.issuer.cert.subject.attributes : subject);
  const extensions: object[] = [
    { name: 'basicConstraints', cA: spec.isCa, critical: true },
    spec.isCa
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ];
  if (!spec.isCa) extensions.push({ name: 'extKeyUsage', serverAuth: true });
  if (spec.altNames)
    extensions.push({ name: 'subjectAltName', altNames: spec.altNames.map((value) => ({ type: 2, value })) });
  cert.setExtensions(extensions);
  cert.sign(spec.issuer ? spec.issuer.key.privateKey : spec.subjectKey.privateKey, forge.md.sha256.create());
  return cert;
}

const pem = (cert: forge.pki.Certificate): string => forge.pki.certificateToPem(cert);

/**
 * A root CA, an intermediate and one leaf per situation the TLS probe must tell apart, generated at test time.
 * hostFor(kind) gives the host name each leaf is presented for (all under the suffix).
 */
export function createTestPki(
  suffix = 'sitewarden.test',
  now = new Date(),
): TestPki & { hostFor: (kind: LeafKind) => string } {
  const rootKey = newKeyPair();
  const intermediateKey = newKeyPair();
  const leafKey = newKeyPair();
  const longAgo = new Date(now.getTime() - 30 * DAY);

  const root = issue({
    commonName: 'Sitewarden Test Root CA',
    notBefore: longAgo,
    notAfter: new Date(now.getTime() + 3650 * DAY),
    isCa: true,
    subjectKey: rootKey,
  });
  const intermediate = issue({
    commonName: 'Sitewarden Test Intermediate CA',
    notBefore: longAgo,
    notAfter: new Date(now.getTime() + 1825 * DAY),
    isCa: true,
    subjectKey: intermediateKey,
    issuer: { cert: root, key: rootKey },
  });

  const hostFor = (kind: LeafKind): string => `${kind}.${suffix}`;
  const leaf = (
    kind: LeafKind,
    notAfter: Date,
    opts: { notBefore?: Date; altNames?: string[]; selfSigned?: boolean; withIntermediate?: boolean } = {},
  ): ServedCertificate => {
    const host = hostFor(kind);
    const cert = issue({
      commonName: opts.altNames?.[0] ?? host,
      organization: opts.selfSigned ? 'Self Signed' : undefined,
      altNames: opts.altNames ?? [host, `www.${host}`],
      notBefore: opts.notBefore ?? new Date(now.getTime() - DAY),
      notAfter,
      isCa: false,
      subjectKey: leafKey,
      issuer: opts.selfSigned ? undefined : { cert: intermediate, key: intermediateKey },
    });
    const withIntermediate = !opts.selfSigned && (opts.withIntermediate ?? true);
    return {
      key: leafKey.privateKeyPem,
      cert: pem(cert),
      chain: withIntermediate ? pem(cert) + pem(intermediate) : pem(cert),
      notAfter,
    };
  };

  // An hour of slack so 'expires in 5 days' is still 5 whole days when the probe runs.
  const hosts: Record<string, ServedCertificate> = {
    [hostFor('valid')]: leaf('valid', new Date(now.getTime() + 90 * DAY + HOUR)),
    [hostFor('expiring-5')]: leaf('expiring-5', new Date(now.getTime() + 5 * DAY + HOUR)),
    [hostFor('expiring-20')]: leaf('expiring-20', new Date(now.getTime() + 20 * DAY + HOUR)),
    [hostFor('expired')]: leaf('expired', new Date(now.getTime() - 3 * DAY + HOUR), {
      notBefore: new Date(now.getTime() - 90 * DAY),
    }),
    [hostFor('self-signed')]: leaf('self-signed', new Date(now.getTime() + 90 * DAY + HOUR), { selfSigned: true }),
    [hostFor('wrong-host')]: leaf('wrong-host', new Date(now.getTime() + 90 * DAY + HOUR), {
      altNames: ['other.example', 'www.other.example'],
    }),
    [hostFor('missing-intermediate')]: leaf('missing-intermediate', new Date(now.getTime() + 90 * DAY + HOUR), {
      withIntermediate: false,
    }),
  };
  const wildcard = issue({
    commonName: `*.${suffix}`,
    altNames: [`*.${suffix}`, suffix],
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + 90 * DAY + HOUR),
    isCa: false,
    subjectKey: leafKey,
    issuer: { cert: intermediate, key: intermediateKey },
  });
  const fallback = {
    key: leafKey.privateKeyPem,
    cert: pem(wildcard),
    chain: pem(wildcard) + pem(intermediate),
    notAfter: wildcard.validity.notAfter,
  };
  return { rootCa: pem(root), intermediateCa: pem(intermediate), hosts, fallback, hostFor };
}
