import { useState } from 'react';
import { Plus } from 'lucide-react';
import { DemoGuard } from '../../../components/demo-guard';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DOMAINS_PATH } from '../api/change-domain';
import { AddDomainDialog, preloadAddDomainForm } from './add-domain-dialog';

export interface AddDomainButtonProps {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** In the top bar on phones: the icon alone, the label kept for screen readers. */
  compact?: boolean;
  className?: string;
}

/** A button that opens the Add Domain dialog (SPEC §2.4 top bar, §2.7 dashboard, §2.8 empty table). */
export function AddDomainButton({
  label = 'Add Domain',
  variant = 'primary',
  size = 'md',
  compact = false,
  className,
}: AddDomainButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DemoGuard method="POST" path={DOMAINS_PATH}>
        {(disabled) => (
          <Button
            variant={variant}
            size={size}
            className={cn(compact && 'max-sm:w-8 max-sm:px-0', className)}
            disabled={disabled}
            onClick={() => setOpen(true)}
            onPointerEnter={preloadAddDomainForm}
            onFocus={preloadAddDomainForm}
          >
            <Plus aria-hidden="true" />
            <span className={compact ? 'max-sm:sr-only' : undefined}>{label}</span>
          </Button>
        )}
      </DemoGuard>
      <AddDomainDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
