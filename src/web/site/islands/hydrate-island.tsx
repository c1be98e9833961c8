import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';

/** Calls back once React has committed the hydrated island (effects run after the commit). */
function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value the visitor changed before React took over (the build rendered their default). */
function changedFields(element: HTMLElement): Array<{ field: Field; value: string }> {
  return [...element.querySelectorAll<Field>('input:not([type=checkbox]):not([type=radio]), textarea, select')]
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue,
    )
    .map((field) => ({ field, value: field.value }));
}

/**
 * Hands what the visitor typed to React as if typed now (React's controlled fields show their state once hydrated).
 * The field's own setter is React's change tracking: it is told another value first, then the prototype's setter
 * puts the typed one in the DOM alone, so the event that follows reads as a change.
 */
function replay({ field, value }: { field: Field; value: string }): void {
  const prototype: object = Object.getPrototypeOf(field) as object;
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  // The prototype's setter with the field as `this`: the DOM changes, React's tracking does not.
  Reflect.set(prototype, 'value', value, field);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Gives an island's element a React root of its own over the build's markup. The island brings its own data client;
 * it has no router: its links are plain links (full loads of small prerendered pages). What the visitor typed while
 * its code loaded is kept.
 */
export function hydrateIsland(element: HTMLElement, island: ReactNode): Promise<void> {
  const typed = changedFields(element);
  return new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <Hydrated onReady={resolve}>{island}</Hydrated>
        </QueryClientProvider>
      </StrictMode>,
      {
        onRecoverableError: (error) => console.warn('[hydration] an island was rendered again in the browser', error),
      },
    );
  }).then(() => typed.forEach(replay));
}
