import { currentThemePreference, isPreference, setThemePreference, subscribeToTheme } from '../lib/theme-store';

/** The footer's theme switcher (components/theme-switcher.tsx renders it; its look follows aria-pressed). */
export function wireThemeButtons(root: ParentNode): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-theme-option]')];
  if (buttons.length === 0) return;
  const showChoice = () => {
    const current = currentThemePreference();
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.themeOption === current));
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const choice = button.dataset.themeOption;
      if (isPreference(choice)) setThemePreference(choice);
    });
  }
  subscribeToTheme(showChoice);
  // The build rendered 'system' pressed; the visitor may have chosen otherwise.
  showChoice();
}
