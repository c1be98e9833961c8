import type { IslandName } from '../components/island-names';

export interface IslandModule {
  /** Hydrates the island's element; resolves once React handles it. */
  mount(element: HTMLElement): Promise<void>;
}

/** Each island's code, loaded when a visitor reaches for it (islands.ts). */
export const ISLANDS: Record<IslandName, () => Promise<IslandModule>> = {
  'free-scan': () => import('./islands/free-scan'),
  'roi-calculator': () => import('./islands/roi-calculator'),
};
