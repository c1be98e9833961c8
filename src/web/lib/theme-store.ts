/**
 * Light and dark themes (DESIGN §6): the system setting by default, or the visitor's choice kept in localStorage.
 * The choice becomes a `light` / `dark` class on <html>, which sets `color-scheme` and so every light-dark() token.
 * Without a choice no class is set and CSS follows the system on its own, even before this script runs.
 */
export type ThemePreference = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'sitewarden:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
let preference: ThemePreference = 'system';

/** The choice in effect (the stored one once initTheme has run). */
export function currentThemePreference(): ThemePreference {
  return preference;
}

export function isPreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function readStoredTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(value: ThemePreference): ResolvedTheme {
  if (value === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return value;
}

function applyToDocument(value: ThemePreference): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  if (value !== 'system') root.classList.add(value);
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Reads the stored choice and applies it; called once before the app renders. */
export function initTheme(): void {
  preference = readStoredTheme();
  applyToDocument(preference);
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (preference === 'system') emit();
    });
  }
}

export function setThemePreference(value: ThemePreference): void {
  preference = value;
  try {
    if (value === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, value);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
  applyToDocument(value);
  emit();
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
