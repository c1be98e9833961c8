import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId } from 'react';
import { RowTitle } from '../../../../components/list-row';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { SwitchField } from '../../../../components/ui/switch-field';
import type { DraftComponent } from '../../lib/components-draft';
import { ComponentStateBadge } from '../indicator-badges';

export const componentName = (c: DraftComponent) => c.displayName.trim() || c.sourceName;

export interface ComponentRowActions {
  onChange: (patch: Partial<DraftComponent>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One component in the editor: its names, whether it shows, its place and its state now. */
export function ComponentRow({
  component,
  first,
  last,
  actions,
}: {
  component: DraftComponent;
  first: boolean;
  last: boolean;
  actions: ComponentRowActions;
}) {
  const id = useId();
  const name = componentName(component);
  return (
    <li aria-label={name} className="grid min-w-0 gap-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RowTitle name={component.sourceName} small>
          <ComponentStateBadge state={component.state} />
        </RowTitle>
        <div className="flex items-center gap-1">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Move ${name} up`}
            disabled={first}
            onClick={() => actions.onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Move ${name} down`}
            disabled={last}
            onClick={() => actions.onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label={`Remove ${name}`} onClick={actions.onRemove}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Display name</Label>
          <Input
            id={`${id}-name`}
            value={component.displayName}
            placeholder={component.sourceName}
            maxLength={100}
            onChange={(event) => actions.onChange({ displayName: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-group`}>Group</Label>
          <Input
            id={`${id}-group`}
            value={component.groupName}
            placeholder="No group"
            maxLength={100}
            onChange={(event) => actions.onChange({ groupName: event.target.value })}
          />
        </div>
      </div>
      <SwitchField
        label="Visible"
        description="Off: kept here, hidden from visitors."
        checked={component.isVisible}
        onCheckedChange={(isVisible) => actions.onChange({ isVisible })}
      />
    </li>
  );
}

/** The same component for a viewer: what visitors see, nothing to change. */
export function ComponentSummary({ component }: { component: DraftComponent }) {
  const name = componentName(component);
  return (
    <li aria-label={name} className="flex min-w-0 flex-wrap items-center justify-between gap-2 py-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="text-sm font-medium break-words text-fg">{name}</span>
        <span className="text-sm break-words text-fg-muted">
          {component.sourceName}
          {component.groupName ? ` · Group: ${component.groupName}` : ''}
          {component.isVisible ? '' : ' · Hidden'}
        </span>
      </div>
      <ComponentStateBadge state={component.state} />
    </li>
  );
}
