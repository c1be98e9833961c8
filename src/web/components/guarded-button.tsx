import type { HttpMethod } from '../lib/api-client';
import { DemoGuard } from './demo-guard';
import { Button, type ButtonProps } from './ui/button';

export interface GuardedButtonProps extends ButtonProps {
  /** The API call the button makes: the read-only demo shows it disabled, saying why. */
  method: HttpMethod;
  path: string;
}

/** A button behind the demo's guard for its one API call; otherwise disabled only when its own `disabled` says so. */
export function GuardedButton({ method, path, disabled, ...props }: GuardedButtonProps) {
  return (
    <DemoGuard method={method} path={path}>
      {(demo) => <Button {...props} disabled={demo || disabled} />}
    </DemoGuard>
  );
}
