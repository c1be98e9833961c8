/**
 * The top bar's optional action slot (SPEC §2.4: "an optional Add Domain button"). The signed-in layout provides the
 * slot; a page renders <TopBarActions> anywhere in its tree and the content appears in the top bar.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const TopBarSlotContext = createContext<HTMLElement | null>(null);

export function TopBarActions({ children }: { children: ReactNode }) {
  const slot = useContext(TopBarSlotContext);
  return slot ? createPortal(children, slot) : null;
}

export function useTopBarSlot(): HTMLElement | null {
  return useContext(TopBarSlotContext);
}
