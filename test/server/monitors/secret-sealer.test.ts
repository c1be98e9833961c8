import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import {
  createSecretSealer,
  generateSecretsKey,
  parseSecretsKey,
  SecretsKeyError,
} from '../../../src/server/secrets/secret-sealer';

const key = () => parseSecretsKey(generateSecretsKey())!;

describe('secret sealer', () => {
  it('seals with a fresh IV each time and opens what it sealed', () => {
    const sealer = createSecretSealer(key());
    const a = sealer.seal('p@ssw0rd ünïcode');
    const b = sealer.seal('p@ssw0rd ünïcode');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('p@ssw0rd');
    expect(sealer.open(a)).toBe('p@ssw0rd ünïcode');
    expect(sealer.open(sealer.seal(''))).toBe('');
  });

  it('refuses a value sealed under another key, or altered, with a sentence saying why', () => {
    const sealed = createSecretSealer(key()).seal('secret');
    expect(() => createSecretSealer(key()).open(sealed)).toThrow(/same SECRETS_KEY/);
    const sealer = createSecretSealer(key());
    const parts = sealer.seal('secret').split('.');
    const flipped = parts[4]!.startsWith('A') ? `B${parts[4]!.slice(1)}` : `A${parts[4]!.slice(1)}`;
    expect(() => sealer.open([...parts.slice(0, 4), flipped].join('.'))).toThrow(SecretsKeyError);
    expect(() => sealer.open([...parts.slice(0, 3), parts[3]!.slice(0, 8), parts[4]].join('.'))).toThrow(
      SecretsKeyError,
    );
    expect(() => sealer.open('plaintext')).toThrow(/format/);
  });

  it('reads SECRETS_KEY as hex or base64 of 32 bytes, and nothing else', () => {
    expect(parseSecretsKey('ab'.repeat(32))?.length).toBe(32);
    expect(parseSecretsKey(Buffer.alloc(32, 7).toString('base64'))?.length).toBe(32);
    expect(parseSecretsKey(Buffer.alloc(32, 7).toString('base64url'))?.length).toBe(32);
    expect(parseSecretsKey('ab'.repeat(16))).toBeUndefined();
    expect(parseSecretsKey('correct horse battery staple')).toBeUndefined();
  });
});

describe('SECRETS_KEY in the configuration', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32) };

  it('refuses a key that is not 32 bytes at load', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-secrets-'));
    expect(() => loadConfig({ ...base, DATA_DIR: dir, SECRETS_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, DATA_DIR: dir, SECRETS_KEY: 'too-short' })).toThrow(
      /SECRETS_KEY must be 32 bytes/,
    );
    expect(loadConfig({ ...base, DATA_DIR: dir, SECRETS_KEY: 'cd'.repeat(32) }).secretsKey()).toEqual(
      Buffer.from('cd'.repeat(32), 'hex'),
    );
  });

  it('without one, generates a key in DATA_DIR on first use and keeps it across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-secrets-'));
    const first = loadConfig({ ...base, DATA_DIR: dir });
    expect(() => statSync(path.join(dir, 'secrets-key'))).toThrow();
    const sealed = createSecretSealer(first.secretsKey).seal('kept');
    const file = path.join(dir, 'secrets-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first.secretsKey());
    expect(createSecretSealer(loadConfig({ ...base, DATA_DIR: dir }).secretsKey).open(sealed)).toBe('kept');
  });
});
