import type { StatusPage } from '../../../../../shared/contracts/status-pages';
import { Card, CardContent } from '../../../../components/ui/card';
import { FormSkeleton } from '../../../../components/ui/form-skeleton';
import { lazyPart } from '../../../../components/ui/lazy-part';
import { AssetsCard } from './assets-card';
import { DeletePageCard } from './delete-page-card';

const SettingsForm = lazyPart(() => import('./settings-form').then((m) => m.SettingsForm), {
  fallback: (
    <Card>
      <CardContent>
        <FormSkeleton fields={['input', 'input', 'area', 'input', 'input']} label="Loading the settings" />
      </CardContent>
    </Card>
  ),
  failure: "Couldn't load the settings",
});

/** The Settings tab: the page's settings, its logo and favicon, and (for editors) deleting it. */
export function SettingsTab({ page, canEdit }: { page: StatusPage; canEdit: boolean }) {
  return (
    <div className="grid gap-6">
      <SettingsForm page={page} readOnly={!canEdit} />
      <AssetsCard page={page} readOnly={!canEdit} />
      {canEdit ? <DeletePageCard page={page} /> : null}
    </div>
  );
}
