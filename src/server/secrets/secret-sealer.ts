import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (monitors' passwords, tokens, secret header values, push tokens; decision 048): AES-256-GCM
 * with a random 96-bit IV per value, under the installation's key (SECRETS_KEY, or DATA_DIR/secrets-key). A sealed
 * value reads `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the version lets the format change later, the key
 * id (first bytes of the key's SHA-256, not secret) tells a value sealed under another key from a damaged one.
 */
export interface SecretSealer {
  seal(plaintext: string): string;
  /** Throws SecretsKeyError when the value was sealed under another key or was altered. */
  open(sealed: string): string;
}

export class SecretsKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsKeyError';
  }
}

export const SECRETS_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;

/** SECRETS_KEY as written in the environment: 32 bytes, hex (64 digits) or base64/base64url (43 or 44 characters). */
export function parseSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRETS_KEY_BYTES ? key : undefined;
}

export function generateSecretsKey(): string {
  return randomBytes(SECRETS_KEY_BYTES).toString('base64url');
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

/** `key` may be a function: read on first use (Config.secretsKey generates the DATA_DIR key only when needed). */
export function createSecretSealer(keySource: Buffer | (() => Buffer)): SecretSealer {
  let resolved: { key: Buffer; id: string } | undefined;
  const current = () => {
    if (!resolved) {
      const key = typeof keySource === 'function' ? keySource() : keySource;
      if (key.length !== SECRETS_KEY_BYTES) throw new Error(`The secrets key must be ${SECRETS_KEY_BYTES} bytes`);
      resolved = { key, id: keyId(key) };
    }
    return resolved;
  };
  return {
    seal(plaintext) {
      const { key, id } = current();
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // the version and key id are authenticated too: neither can be swapped without the tag failing
      cipher.setAAD(Buffer.from(`${VERSION}.${id}`));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        id,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const { key, id } = current();
      const [version, sealedId, iv, tag, ciphertext, extra] = sealed.split('.');
      if (version !== VERSION || !sealedId || !iv || !tag || ciphertext === undefined || extra !== undefined) {
        throw new SecretsKeyError('A stored secret is not in a format this version reads.');
      }
      if (sealedId !== id) {
        throw new SecretsKeyError(
          'A stored secret was sealed with another secrets key: every process sharing the database needs the same SECRETS_KEY.',
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
        decipher.setAAD(Buffer.from(`${VERSION}.${id}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretsKeyError('A stored secret could not be opened: it was altered or damaged.');
      }
    },
  };
}
