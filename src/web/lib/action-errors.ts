import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { classifyError, getErrorToastTitle } from '../../shared/helpers/error-classification';
import { getFieldErrors } from '../../shared/helpers/api-errors';
import { isApiError } from './api-client';
import { toast } from './toast';

/** The server's message when it sent one, else the action's default. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * A refused or failed action as a destructive toast. A 403 reads 'Access Denied' with the server's reason (SPEC
 * §8.2), the demo's refusal 'Read-only demo', other failures the action's own title.
 */
export function toastActionError(error: unknown, title: string, fallback: string): void {
  const { type } = classifyError(error);
  // an action the demo refuses is not a permission problem of the visitor's: the message says what the demo is
  const demo = isApiError(error) && error.code === 'DEMO_READ_ONLY';
  toast({
    title: demo ? 'Read-only demo' : type === 'permission' ? getErrorToastTitle('permission') : title,
    description: serverMessageOr(error, fallback),
    variant: 'destructive',
  });
}

/**
 * Puts the server's field errors under the matching fields: `details.fieldErrors` of a validation failure, or
 * `details.field` of a conflict such as a taken slug. Returns whether any was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  const fieldErrors = getFieldErrors(error.details);
  const details = error.details as { field?: unknown } | undefined;
  const single = typeof details?.field === 'string' ? details.field : undefined;
  let shown = false;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0] ?? (single === field ? error.message : undefined);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}

/**
 * A failed form submission, shown where it belongs: the server's field errors under their fields, or, when it named
 * none of them, a toast with the action's title (see toastActionError).
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
  fallback: string,
): void {
  if (!showServerFieldErrors(error, setError, fields)) toastActionError(error, title, fallback);
}
