import type { ComponentState } from '../../../../shared/constants/status-pages';
import type { ReplaceComponentsInput, StatusPageComponent } from '../../../../shared/contracts/status-pages';

/** A component as the editor holds it until Save: new ones have no id and no state yet. */
export interface DraftComponent {
  /** Stable across moves (React's key): the stored id, or one made for a new component. */
  key: string;
  id?: string;
  domainId: string;
  monitorId: string | null;
  displayName: string;
  groupName: string;
  isVisible: boolean;
  /** What it watches, as the app names it. */
  sourceName: string;
  state: ComponentState | null;
}

export function draftOf(component: StatusPageComponent): DraftComponent {
  return {
    key: component.id,
    id: component.id,
    domainId: component.domainId,
    monitorId: component.monitorId,
    displayName: component.displayName ?? '',
    groupName: component.groupName ?? '',
    isVisible: component.isVisible,
    sourceName: component.sourceName,
    state: component.state,
  };
}

export function newDraft(domainId: string, monitorId: string | null, sourceName: string): DraftComponent {
  return {
    key: `new:${domainId}:${monitorId ?? 'home'}`,
    domainId,
    monitorId,
    displayName: '',
    groupName: '',
    isVisible: true,
    sourceName,
    state: null,
  };
}

/** Whether the list already shows this domain's home page (monitorId null) or this monitor. */
export function hasComponent(list: readonly DraftComponent[], domainId: string, monitorId: string | null): boolean {
  return list.some((c) => c.domainId === domainId && c.monitorId === monitorId);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item === undefined || target < 0 || target > list.length - 1) return [...list];
  next.splice(target, 0, item);
  return next;
}

/** The PUT body: every component in display order; empty names are left to the server's defaults. */
export function componentsPayload(list: readonly DraftComponent[]): ReplaceComponentsInput {
  return {
    components: list.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      domainId: c.domainId,
      monitorId: c.monitorId,
      displayName: c.displayName.trim() || null,
      groupName: c.groupName.trim() || null,
      isVisible: c.isVisible,
    })),
  };
}
