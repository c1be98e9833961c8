import type { MonitorType } from '../../../shared/constants/monitors';
import { HTTP_MONITOR_TYPES } from '../../../shared/constants/monitors';
import type { SecretSealer } from '../../secrets/secret-sealer';

/**
 * A monitor's secrets, sealed together as one JSON value in monitors.secrets (decision 048). The stored settings
 * keep what an answer may show: `auth.passwordSet` / `auth.tokenSet` instead of the secret, `value: ''` for a
 * secret header. Only MonitorSource.instance() puts them back, for a check.
 */
export interface MonitorSecrets {
  password?: string;
  token?: string;
  /** Secret header values by lower-cased header name. */
  headers?: Record<string, string>;
  /** Heartbeat: the token of its push URL (its SHA-256 is monitors.push_token_hash). */
  pushToken?: string;
}

type Settings = Record<string, unknown>;
interface Header {
  name: string;
  value: string;
  secret?: boolean;
}
type Auth =
  { kind: 'none' } | { kind: 'basic'; username: string; password?: string } | { kind: 'bearer'; token?: string };

const isHttp = (type: MonitorType) => (HTTP_MONITOR_TYPES as readonly string[]).includes(type);

/**
 * Splits validated settings into what is stored in the clear and the secrets. A secret the input leaves out (or
 * sends empty: an edit form never has it) keeps the previous one, as long as it still applies (the same auth kind,
 * a secret header of the same name).
 */
export function separateSecrets(
  type: MonitorType,
  input: Settings,
  previous: MonitorSecrets,
): { settings: Settings; secrets: MonitorSecrets } {
  const secrets: MonitorSecrets = previous.pushToken ? { pushToken: previous.pushToken } : {};
  if (!isHttp(type)) return { settings: input, secrets };

  const settings: Settings = { ...input };
  const auth = input.auth as Auth | undefined;
  if (auth?.kind === 'basic') {
    const password = auth.password || previous.password;
    if (password) secrets.password = password;
    settings.auth = { kind: 'basic', username: auth.username, passwordSet: Boolean(password) };
  } else if (auth?.kind === 'bearer') {
    const token = auth.token || previous.token;
    if (token) secrets.token = token;
    settings.auth = { kind: 'bearer', tokenSet: Boolean(token) };
  }

  const headers = (input.headers as Header[] | undefined) ?? [];
  const secretHeaders: Record<string, string> = {};
  settings.headers = headers.map((header) => {
    if (!header.secret) return header;
    const key = header.name.toLowerCase();
    const value = header.value || previous.headers?.[key];
    if (value) secretHeaders[key] = value;
    return { name: header.name, value: '', secret: true };
  });
  if (Object.keys(secretHeaders).length) secrets.headers = secretHeaders;
  return { settings, secrets };
}

/** The stored settings with their secrets put back: what a check needs (`auth.password`, `auth.token`, header values). */
export function openSecrets(type: MonitorType, stored: Settings, secrets: MonitorSecrets): Settings {
  if (!isHttp(type)) return stored;
  const settings: Settings = { ...stored };
  const auth = stored.auth as { kind?: string; username?: string } | undefined;
  if (auth?.kind === 'basic')
    settings.auth = { kind: 'basic', username: auth.username, password: secrets.password ?? '' };
  else if (auth?.kind === 'bearer') settings.auth = { kind: 'bearer', token: secrets.token ?? '' };
  const headers = (stored.headers as Header[] | undefined) ?? [];
  settings.headers = headers.map((h) =>
    h.secret ? { ...h, value: secrets.headers?.[h.name.toLowerCase()] ?? '' } : h,
  );
  return settings;
}

/** monitors.secrets from the secrets (null when there are none) and back. */
export function sealSecrets(sealer: SecretSealer, secrets: MonitorSecrets): string | null {
  return Object.keys(secrets).length ? sealer.seal(JSON.stringify(secrets)) : null;
}

export function unsealSecrets(sealer: SecretSealer, sealed: string | null): MonitorSecrets {
  return sealed ? (JSON.parse(sealer.open(sealed)) as MonitorSecrets) : {};
}

/** For a check (MonitorSource.instance): the stored settings with the row's secrets opened. */
export function openedSettings(
  sealer: SecretSealer,
  row: { type: MonitorType; settings: Settings; secrets: string | null },
): Settings {
  return openSecrets(row.type, row.settings, unsealSecrets(sealer, row.secrets));
}
