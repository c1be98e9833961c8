/** The interactive parts of public pages that get a small React root of their own there (decision 046). */
export type IslandName = 'free-scan' | 'roi-calculator';

/** Marks an island's element; its content is what the island's root hydrates. */
export const ISLAND_ATTR = 'data-island';
/** Set on an island's element once React handles it (tests wait for it). */
export const ISLAND_READY_ATTR = 'data-island-ready';
