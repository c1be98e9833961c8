import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StatusPage } from '../../../../../shared/contracts/status-pages';
import { GuardedButton } from '../../../../components/guarded-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useDeleteStatusPage } from '../../api/delete-status-page';
import { statusPagePath } from '../../api/keys';

/** Deleting a page: its address stops answering at once, its incidents and subscribers go with it. */
export function DeletePageCard({ page }: { page: StatusPage }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStatusPage();
  const navigate = useNavigate();
  return (
    <Card className="border-critical/30">
      <CardHeader>
        <CardTitle>Delete status page</CardTitle>
        <CardDescription>
          Its address stops answering, and its incidents and subscribers are deleted with it. Your domains and monitors
          stay.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <GuardedButton
          method="DELETE"
          path={statusPagePath(page.id)}
          variant="destructive"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete status page
        </GuardedButton>
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this status page?"
        description={
          <p>
            <span className="font-medium break-words text-fg">{page.name}</span> and its{' '}
            {page.subscriberCount === 1 ? '1 subscriber' : `${page.subscriberCount} subscribers`} are deleted. This
            cannot be undone.
          </p>
        }
        confirmLabel="Delete status page"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(page.id, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: 'Status page deleted', description: `${page.name} was deleted.` });
              void navigate('/status-pages', { replace: true });
            },
            onError: (error) => toastActionError(error, "Couldn't delete the status page", 'The page was not deleted.'),
          })
        }
      />
    </Card>
  );
}
