import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { useTheme, type ThemePreference } from '../lib/theme';

const options: Array<{ value: ThemePreference; label: string; icon: LucideIcon }> = [
  { value: 'system', label: 'System theme', icon: Monitor },
  { value: 'light', label: 'Light theme', icon: Sun },
  { value: 'dark', label: 'Dark theme', icon: Moon },
];

/**
 * Three pressed/unpressed buttons: follow the system, or force light or dark. The choice is remembered. The look
 * follows aria-pressed alone, and `data-theme-option` names the choice: on public pages, which run without React,
 * src/web/site/theme-buttons.ts works the same markup.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme();
  return (
    <div
      role="group"
      aria-label="Theme"
      className={cn('inline-flex items-center gap-0.5 rounded-full border border-line bg-surface p-0.5', className)}
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={preference === value}
          data-theme-option={value}
          onClick={() => setPreference(value)}
          className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-fg-muted transition-colors hover:text-fg aria-pressed:bg-muted aria-pressed:text-fg aria-pressed:shadow-xs"
        >
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
      ))}
    </div>
  );
}
