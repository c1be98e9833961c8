import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { createDomainSchema } from '../../../../shared/contracts/domains';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { serverMessageOr, showServerFieldErrors } from '../../../lib/action-errors';
import { currentUserQueryOptions, useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import type { useCreateDomain } from '../api/change-domain';
import { useDomains } from '../api/get-domains';
import { planLimitFromError, reachedPlanLimit, type PlanLimit } from '../lib/plan-limit';
import { DomainFormFields, type DomainFormValues } from './domain-form-fields';
import { PlanLimitNotice } from './plan-limit-notice';
import { displayDomain } from '../../../../shared/helpers/domain-name';

export const ADD_DOMAIN_FAILED = {
  title: 'Failed to Add Domain',
  fallback: 'An error occurred while adding the domain.',
} as const;

export interface AddDomainFormProps {
  /** The dialog's mutation: the dialog stays open while it is pending. */
  create: ReturnType<typeof useCreateDomain>;
  onDone: () => void;
}

type CreateOutput = z.output<typeof createDomainSchema>;

/**
 * The Add Domain dialog's content below its title: Domain Name and Description, or the plan-limit notice linking to
 * /billing once the plan's maximum is reached. Loaded when the dialog first opens (it brings react-hook-form and zod).
 */
export function AddDomainForm({ create, onDone }: AddDomainFormProps) {
  // SPEC §7: the current user is read again while the dialog is open (the plan may have changed elsewhere).
  const signedIn = useCurrentUser();
  const user = useQuery(currentUserQueryOptions).data ?? signedIn;
  const domains = useDomains();
  const [refusal, setRefusal] = useState<PlanLimit | null>(null);
  const limit = refusal ?? reachedPlanLimit(user, domains.data?.filter((d) => d.isActive).length);

  const form = useForm<DomainFormValues, unknown, CreateOutput>({
    resolver: zodResolver(createDomainSchema),
    defaultValues: { name: '', description: '', httpOnly: false },
  });

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (domain) => {
        toast({ title: 'Domain Added', description: `${displayDomain(domain.name)} is now being monitored.` });
        form.reset();
        onDone();
      },
      onError: (error) => {
        const reached = planLimitFromError(error);
        if (reached) {
          setRefusal(reached);
          return;
        }
        if (showServerFieldErrors(error, form.setError, ['name', 'description'])) return;
        toast({
          title: ADD_DOMAIN_FAILED.title,
          description: serverMessageOr(error, ADD_DOMAIN_FAILED.fallback),
          variant: 'destructive',
        });
      },
    });
  });

  return limit ? (
    <>
      <PlanLimitNotice {...limit} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild>
          <Link to="/billing">
            Upgrade plan
            <ArrowUpRight aria-hidden="true" />
          </Link>
        </Button>
      </DialogFooter>
    </>
  ) : (
    <form noValidate aria-label="Add Domain" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
      <DomainFormFields register={form.register} errors={form.formState.errors} control={form.control} />
      <DialogFormActions pending={create.isPending} submitLabel={create.isPending ? 'Adding…' : 'Add Domain'} />
    </form>
  );
}
