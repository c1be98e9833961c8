import type { StatusPageThemeMode } from '../../../../shared/constants/status-pages';
import type { StatusPage, UpdateStatusPageInput } from '../../../../shared/contracts/status-pages';

/**
 * The settings form's values: the PATCH body's shape, so the shared schema's errors land on the fields by their
 * paths, plus what only the form has. The password is never echoed: empty keeps the stored one.
 */
export interface SettingsValues {
  name: string;
  slug: string;
  description: string;
  isPublic: boolean;
  /** A new password for visitors; empty keeps the stored one. */
  password: string;
  /** Remove the stored password (then only workspace members see the private page). */
  clearPassword: boolean;
  allowSubscriptions: boolean;
  autoIncidents: boolean;
  showHistoryDays: number;
  theme: { primaryColor: string; backgroundColor: string; textColor: string; mode: StatusPageThemeMode };
  customCss: string;
  customDomain: string;
}

export function settingsValues(page: StatusPage): SettingsValues {
  return {
    name: page.name,
    slug: page.slug,
    description: page.description ?? '',
    isPublic: page.isPublic,
    password: '',
    clearPassword: false,
    allowSubscriptions: page.allowSubscriptions,
    autoIncidents: page.autoIncidents,
    showHistoryDays: page.showHistoryDays,
    theme: {
      primaryColor: page.theme.primaryColor ?? '',
      backgroundColor: page.theme.backgroundColor ?? '',
      textColor: page.theme.textColor ?? '',
      mode: page.theme.mode ?? 'system',
    },
    customCss: page.customCss ?? '',
    customDomain: page.customDomain ?? '',
  };
}

/** The PATCH body of the form's values: empty colours fall back to the defaults, the password only when changed. */
export function settingsPatch(values: SettingsValues): UpdateStatusPageInput {
  const { password, clearPassword, theme, customDomain, ...rest } = values;
  const patch: UpdateStatusPageInput = {
    ...rest,
    // no host name: none (the rule of a host name does not take an empty one)
    customDomain: customDomain.trim() || null,
    theme: {
      mode: theme.mode,
      ...(theme.primaryColor ? { primaryColor: theme.primaryColor } : {}),
      ...(theme.backgroundColor ? { backgroundColor: theme.backgroundColor } : {}),
      ...(theme.textColor ? { textColor: theme.textColor } : {}),
    },
  };
  if (password !== '') patch.password = password;
  else if (clearPassword) patch.password = null;
  return patch;
}

/** Fields the server may name in a refusal, for showFormError. */
export const SETTINGS_FIELDS = [
  'name',
  'slug',
  'description',
  'password',
  'showHistoryDays',
  'customCss',
  'customDomain',
  'theme.primaryColor',
  'theme.backgroundColor',
  'theme.textColor',
] as const;
