import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createCompetitorSchema,
  MAX_COMPETITORS_PER_DOMAIN,
  type Competitor,
} from '../../../../shared/contracts/benchmarking';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { showFormError, toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useAddCompetitor, useRemoveCompetitor, useUpdateCompetitor } from '../api/benchmarks';

const formSchema = createCompetitorSchema.omit({ domainId: true });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The domain's competitors: add (website and an optional name), pause or resume, remove. */
export function CompetitorsCard({
  domainId,
  domainName,
  competitors,
}: {
  domainId: string;
  domainName: string;
  competitors: readonly Competitor[];
}) {
  const full = competitors.length >= MAX_COMPETITORS_PER_DOMAIN;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Competitors</CardTitle>
        <CardDescription>
          Sites to compare {domainName} with, up to {MAX_COMPETITORS_PER_DOMAIN}. Paused ones are left out of new
          comparisons.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {competitors.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong px-4 py-6 text-center text-sm text-fg-muted">
            No competitors yet. Add a competitor&apos;s website below to compare it with {domainName}.
          </p>
        ) : (
          <ul aria-label="Competitors" className="divide-y divide-line rounded-lg border border-line">
            {competitors.map((c) => (
              <CompetitorRow key={c.id} competitor={c} />
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-sm text-fg-muted">
            This domain has {MAX_COMPETITORS_PER_DOMAIN} competitors, the most a comparison takes. Remove one to add
            another.
          </p>
        ) : (
          <AddCompetitorForm domainId={domainId} />
        )}
      </CardContent>
    </Card>
  );
}

function CompetitorRow({ competitor }: { competitor: Competitor }) {
  const update = useUpdateCompetitor();
  const remove = useRemoveCompetitor();
  const [confirming, setConfirming] = useState(false);
  const switchId = `competitor-active-${competitor.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="grid min-w-[12rem] flex-1 gap-0.5">
        <span className="truncate font-medium text-fg">{competitor.name}</span>
        <span className="truncate font-mono text-xs text-fg-muted">{competitor.host}</span>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={competitor.isActive}
          disabled={update.isPending}
          onCheckedChange={(isActive) =>
            update.mutate(
              { id: competitor.id, isActive },
              {
                onError: (error) =>
                  toastActionError(error, 'Couldn’t update the competitor', 'Failed to update the competitor.'),
              },
            )
          }
        />
        <label htmlFor={switchId} className="text-sm text-fg-muted">
          {competitor.isActive ? 'Active' : 'Paused'}
          <span className="sr-only"> ({competitor.name})</span>
        </label>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Remove ${competitor.name}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${competitor.name}?`}
        description="Its past comparisons are removed with it. You can add the site again later."
        confirmLabel="Remove competitor"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(competitor.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Competitor removed', description: `${competitor.name} is no longer compared.` });
            },
            onError: (error) =>
              toastActionError(error, 'Couldn’t remove the competitor', 'Failed to remove the competitor.'),
          })
        }
      />
    </li>
  );
}

function AddCompetitorForm({ domainId }: { domainId: string }) {
  const add = useAddCompetitor();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { competitorUrl: '', name: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    add.mutate(
      { domainId, ...values },
      {
        onSuccess: (competitor) => {
          form.reset();
          toast({ title: 'Competitor added', description: `${competitor.name} will be part of the next comparison.` });
        },
        onError: (error) => {
          showFormError(
            error,
            form.setError,
            ['competitorUrl', 'name'],
            'Couldn’t add the competitor',
            'An error occurred while adding the competitor.',
          );
        },
      },
    );
  });
  return (
    <form
      noValidate
      aria-label="Add competitor"
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <FormField label="Competitor website" error={errors.competitorUrl?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('competitorUrl')}
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="https://competitor.com"
          />
        )}
      </FormField>
      <FormField label="Name" optional error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} maxLength={100} placeholder="Competitor" />}
      </FormField>
      <Button type="submit" loading={add.isPending} className="sm:mt-[1.625rem]">
        {add.isPending ? null : <Plus aria-hidden="true" />}
        Add competitor
      </Button>
    </form>
  );
}
