import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showFormError } from './action-errors';
import { ApiError } from './api-client';
import { resetToasts, useToasts } from './toast';

afterEach(() => act(() => resetToasts()));

const failed = (status: number, message: string, details?: unknown) =>
  new ApiError({ status, code: status === 403 ? 'FORBIDDEN' : 'VALIDATION_ERROR', message, details });

describe('showFormError', () => {
  it('puts the server’s field errors under their fields, focusing the first, and shows no toast', () => {
    const toasts = renderHook(() => useToasts());
    const setError = vi.fn();
    const error = failed(400, 'Invalid input', {
      fieldErrors: { name: ['Name is taken'], other: ['Not a field here'] },
    });
    act(() => showFormError(error, setError, ['name', 'description'], "Couldn't save", 'Saving failed.'));
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Name is taken' }, { shouldFocus: true });
    expect(toasts.result.current).toEqual([]);
  });

  it('shows a toast with the action’s title and the server’s reason when no field is named', () => {
    const toasts = renderHook(() => useToasts());
    const setError = vi.fn();
    act(() => showFormError(failed(409, 'The team was changed meanwhile.'), setError, ['name'], "Couldn't save", 'x'));
    expect(setError).not.toHaveBeenCalled();
    expect(toasts.result.current[0]).toMatchObject({
      title: "Couldn't save",
      description: 'The team was changed meanwhile.',
      variant: 'destructive',
    });
  });

  it('says Access Denied for a refusal, and falls back to the action’s text for a network failure', () => {
    const toasts = renderHook(() => useToasts());
    act(() => showFormError(failed(403, 'Only the owner can do this.'), vi.fn(), ['name'], "Couldn't save", 'x'));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Access Denied',
      description: 'Only the owner can do this.',
    });
    act(() => showFormError(new TypeError('Failed to fetch'), vi.fn(), ['name'], "Couldn't save", 'Saving failed.'));
    expect(toasts.result.current[0]).toMatchObject({ title: "Couldn't save", description: 'Saving failed.' });
  });
});
