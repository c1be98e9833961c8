import type { ComponentState, PageIndicator } from '../../../../shared/constants/status-pages';
import {
  COMPONENT_STATE_LABELS,
  COMPONENT_STATE_TONES,
  PAGE_INDICATOR_LABELS,
  PAGE_INDICATOR_TONES,
} from '../../../../shared/helpers/component-state';
import { Badge } from '../../../components/ui/badge';

/**
 * The page's overall state, in the public banner's words and the status colours. A page with no component yet has no
 * state to claim: it says so rather than "All Systems Operational" (an incident posted on it still shows).
 */
export function PageIndicatorBadge({
  indicator,
  componentCount,
}: {
  indicator: PageIndicator;
  componentCount: number;
}) {
  if (componentCount === 0 && indicator === 'none') return <Badge tone="neutral">No components yet</Badge>;
  return (
    <Badge tone={PAGE_INDICATOR_TONES[indicator]} dot>
      {PAGE_INDICATOR_LABELS[indicator]}
    </Badge>
  );
}

/** A component's state now; a component not saved yet has none. */
export function ComponentStateBadge({ state }: { state: ComponentState | null }) {
  if (state === null) return <Badge tone="neutral">Shown after saving</Badge>;
  return (
    <Badge tone={COMPONENT_STATE_TONES[state]} dot>
      {COMPONENT_STATE_LABELS[state]}
    </Badge>
  );
}
