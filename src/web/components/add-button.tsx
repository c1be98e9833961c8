import { Plus } from 'lucide-react';
import { DemoGuard } from './demo-guard';
import { Button, type ButtonSize } from './ui/button';

/**
 * The "add a thing" button of a list (Add Monitor, Report incident, Schedule maintenance…): guarded by the read-only
 * demo for the POST it leads to, and loading the lazy form it opens as soon as the pointer or focus reaches it.
 */
export function AddButton({
  path,
  label,
  preload,
  size = 'sm',
  onClick,
}: {
  /** The collection the form POSTs to. */
  path: string;
  label: string;
  preload: () => void;
  size?: ButtonSize;
  onClick: () => void;
}) {
  return (
    <DemoGuard method="POST" path={path}>
      {(disabled) => (
        <Button size={size} disabled={disabled} onClick={onClick} onPointerEnter={preload} onFocus={preload}>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      )}
    </DemoGuard>
  );
}
