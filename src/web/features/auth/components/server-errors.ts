import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from '../../../../shared/helpers/api-errors';
import { isApiError } from '../../../lib/api-client';

/** The server's message when it sent one, else the action's default (SPEC §8.4). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() !== '' ? error.message : fallback;
}

/** Puts `details.fieldErrors` of a failed submission under the matching fields. Returns whether any was shown. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  const fieldErrors = getFieldErrors(error.details);
  let shown = false;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
