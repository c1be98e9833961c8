/**
 * Toast state (SPEC §4, §9.4): one toast visible at a time (a new one replaces it), shown for 5 s by default; a
 * dismissed toast stays in state, closed, for 1,000,000 ms before it is removed. A toast can also be queued to show
 * after the next full page load (sign-up ends with one).
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

/** SPEC §3.1 toast: title, description, variant. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Toaster's 5 s default applies when absent. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;
const AFTER_RELOAD_KEY = 'sitewarden:toast-after-reload';

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Removes every toast at once (tests, and a fresh start). */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

const NO_TOASTS: ToastItem[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  // Server and hydration snapshot: none, as on a page rendered at build time; a toast queued before a reload then
  // shows right after hydration instead of breaking it.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}

/** Keeps a toast to show after the next full page load (in sessionStorage). */
export function toastAfterReload(input: ToastInput): void {
  try {
    window.sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify(input));
  } catch {
    // Without storage the toast is simply not shown after the reload.
  }
}

/** Shows the toast kept by toastAfterReload, once. */
export function showToastQueuedBeforeReload(): void {
  try {
    const raw = window.sessionStorage.getItem(AFTER_RELOAD_KEY);
    if (!raw) return;
    window.sessionStorage.removeItem(AFTER_RELOAD_KEY);
    const input = JSON.parse(raw) as Partial<ToastInput>;
    if (typeof input.title === 'string') {
      toast({
        title: input.title,
        ...(typeof input.description === 'string' ? { description: input.description } : {}),
        ...(input.variant === 'destructive' ? { variant: 'destructive' as const } : {}),
      });
    }
  } catch (error) {
    console.debug('[toast] could not read the queued toast', error);
  }
}
