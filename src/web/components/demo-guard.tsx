import type { ReactNode } from 'react';
import { DEMO_DISABLED_HINT } from '../../shared/helpers/demo-access';
import { Tooltip } from './ui/tooltip';
import type { HttpMethod } from '../lib/api-client';
import { useMayCall } from '../lib/workspace';

export interface DemoGuardProps {
  /** The API call the action makes: the demo's list (shared/helpers/demo-access.ts) says whether it may. */
  method: HttpMethod;
  path: string;
  /** The action, disabled when the demo may not make its call. */
  children: (disabled: boolean) => ReactNode;
}

/**
 * An action the read-only demo cannot take: rendered disabled, with a tooltip that says why (a disabled button gets
 * no pointer or focus events, so the tooltip's trigger is a focusable wrapper). Elsewhere the action as it is.
 */
export function DemoGuard({ method, path, children }: DemoGuardProps) {
  const may = useMayCall(method, path);
  if (may) return <>{children(false)}</>;
  return (
    <Tooltip content={DEMO_DISABLED_HINT}>
      <span tabIndex={0} className="inline-flex rounded-md" aria-label={DEMO_DISABLED_HINT} data-demo-disabled="">
        {children(true)}
      </span>
    </Tooltip>
  );
}
