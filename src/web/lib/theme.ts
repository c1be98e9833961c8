/** The theme for React components; the store itself (no React) is theme-store.ts, which public pages use alone. */
import { useSyncExternalStore } from 'react';
import {
  currentThemePreference,
  resolveTheme,
  setThemePreference,
  subscribeToTheme,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-store';

export { initTheme, setThemePreference, type ResolvedTheme, type ThemePreference } from './theme-store';

export function useTheme(): {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: typeof setThemePreference;
} {
  // Pages rendered at build time know no stored choice: they render 'system' and update once hydrated.
  const current = useSyncExternalStore(subscribeToTheme, currentThemePreference, () => 'system' as const);
  const resolved = useSyncExternalStore(
    subscribeToTheme,
    () => resolveTheme(currentThemePreference()),
    () => 'light' as const,
  );
  return { preference: current, resolved, setPreference: setThemePreference };
}
