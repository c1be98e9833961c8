import type { ReactNode } from 'react';
import { ISLAND_ATTR, type IslandName } from './island-names';

/**
 * Marks an interactive part of a prerendered public page. Public pages do not load the app (decision 046): the page
 * stays the build's HTML and only this element's content is hydrated, by a root of its own, when a visitor reaches
 * for it. `children` must render the same as the island's own root does (src/web/site/islands), with no router or
 * data of the page. Inside the full app (signed-in screens, app-like pages) the wrapper is inert.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div {...{ [ISLAND_ATTR]: name }} className="contents">
      {children}
    </div>
  );
}
