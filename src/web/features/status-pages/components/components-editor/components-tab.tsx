import { Boxes } from 'lucide-react';
import { useState } from 'react';
import type { StatusPage, StatusPageComponent } from '../../../../../shared/contracts/status-pages';
import { GuardedButton } from '../../../../components/guarded-button';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { componentsPath, useComponents } from '../../api/get-components';
import { useReplaceComponents } from '../../api/replace-components';
import { componentsPayload, draftOf, moved, type DraftComponent } from '../../lib/components-draft';
import { ComponentPicker } from './component-picker';
import { ComponentRow, ComponentSummary } from './component-row';

const same = (a: readonly DraftComponent[], b: readonly DraftComponent[]) =>
  JSON.stringify(componentsPayload(a)) === JSON.stringify(componentsPayload(b));

/** The editable list: changes stay here until Save sends the whole list, in its order. */
function ComponentsEditor({ page, saved }: { page: StatusPage; saved: StatusPageComponent[] }) {
  const baseline = saved.map(draftOf);
  const [draft, setDraft] = useState<DraftComponent[]>(baseline);
  const replace = useReplaceComponents(page.id);
  const dirty = !same(draft, baseline);

  const change = (index: number, patch: Partial<DraftComponent>) =>
    setDraft((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const save = () =>
    replace.mutate(
      { pageId: page.id, input: componentsPayload(draft) },
      {
        onSuccess: (answer) => {
          if (answer?.data) setDraft(answer.data.map(draftOf));
          toast({ title: 'Components saved', description: `${page.name} shows them now.` });
        },
        onError: (error) => toastActionError(error, "Couldn't save the components", 'The components were not saved.'),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Components</CardTitle>
        <CardDescription>
          What the page shows, in this order: your domains&apos; home pages and their monitors, each with its state now.
          Components with the same group are shown together.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {draft.length === 0 ? (
          <p className="text-sm text-fg-muted">No components yet: add the domains and monitors visitors should see.</p>
        ) : (
          <ol aria-label="Components" className="grid divide-y divide-line">
            {draft.map((component, index) => (
              <ComponentRow
                key={component.key}
                component={component}
                first={index === 0}
                last={index === draft.length - 1}
                actions={{
                  onChange: (patch) => change(index, patch),
                  onMove: (by) => setDraft((list) => moved(list, index, by)),
                  onRemove: () => setDraft((list) => list.filter((_, i) => i !== index)),
                }}
              />
            ))}
          </ol>
        )}
        <ComponentPicker components={draft} onAdd={(component) => setDraft((list) => [...list, component])} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="ghost" disabled={!dirty || replace.isPending} onClick={() => setDraft(baseline)}>
          Discard changes
        </Button>
        <GuardedButton
          method="PUT"
          path={componentsPath(page.id)}
          disabled={!dirty}
          loading={replace.isPending}
          onClick={save}
        >
          Save components
        </GuardedButton>
      </CardFooter>
    </Card>
  );
}

/** The Components tab: editors change the list, viewers see what visitors see. */
export function ComponentsTab({ page, canEdit }: { page: StatusPage; canEdit: boolean }) {
  const query = useComponents(page.id);
  if (!query.data) {
    if (query.isError)
      return (
        <LoadError
          title="Couldn't load the components"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return (
      <Card aria-busy="true" aria-label="Loading the components" className="grid gap-3 p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </Card>
    );
  }
  const components = query.data.data;
  if (canEdit) return <ComponentsEditor page={page} saved={components} />;
  if (components.length === 0)
    return (
      <EmptyState icon={Boxes} title="No components yet">
        A member who edits this workspace chooses which domains and monitors the page shows.
      </EmptyState>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Components</CardTitle>
        <CardDescription>What the page shows, in this order, with each one&apos;s state now.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label="Components" className="grid divide-y divide-line">
          {components.map((component) => (
            <ComponentSummary key={component.id} component={draftOf(component)} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
