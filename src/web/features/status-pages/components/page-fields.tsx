import type { ComponentProps } from 'react';
import { STATUS_PAGE_SLUG_MAX } from '../../../../shared/constants/status-pages';
import { Input } from '../../../components/ui/input';

/** The page's address as typed: lower-case words the browser must not correct. Used by Create and Settings. */
export function SlugInput(props: ComponentProps<typeof Input>) {
  return (
    <Input maxLength={STATUS_PAGE_SLUG_MAX} autoComplete="off" autoCapitalize="none" spellCheck={false} {...props} />
  );
}

/** The words of the Automatic incidents switch, the same in Create and in Settings (decision 066). */
export const AUTO_INCIDENTS_SWITCH_WORDS = {
  label: 'Automatic incidents',
  description: 'An outage opens an incident on the page and tells its subscribers; recovery resolves it.',
} as const;

/** The words of the Public switch, the same in Create and in Settings. */
export const PUBLIC_SWITCH_WORDS = {
  label: 'Public',
  description: "Off: only members of this workspace, or visitors with the page's password, see it.",
} as const;
