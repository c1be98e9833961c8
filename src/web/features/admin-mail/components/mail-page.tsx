import { useSearchParams } from 'react-router';
import { AdminsOnly } from '../../../components/admins-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/session';
import { DeliveriesPanel } from './deliveries-panel';
import { MailOutboxPage } from './mail-outbox-page';
import { TestMailForm } from './test-mail-form';

type View = 'deliveries' | 'outbox';

/**
 * /admin/mailgun: every message the installation sends. Deliveries: each alert notice, test message and status page
 * notice on every channel, with its outcome, the message as it went out, and a resend; a test e-mail checks the mail
 * settings. Outbox: the e-mails kept instead of sent when no SMTP server is configured. For administrators only.
 */
export function MailPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'outbox' ? 'outbox' : 'deliveries';

  if (!user.isAdmin) return <AdminsOnly>This page shows every message this installation sends.</AdminsOnly>;

  return (
    <Tabs
      value={view}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(value === 'outbox' ? {} : current);
            if (value === 'outbox') next.set('view', 'outbox');
            else next.delete('view');
            return next;
          },
          { replace: true },
        )
      }
      className="grid min-w-0 gap-6"
    >
      <TabsList aria-label="Mail and deliveries">
        <TabsTrigger value="deliveries">Deliveries</TabsTrigger>
        <TabsTrigger value="outbox">Outbox</TabsTrigger>
      </TabsList>
      <TabsContent value="deliveries" className="grid min-w-0 gap-6">
        <DeliveriesPanel />
        <TestMailForm />
      </TabsContent>
      <TabsContent value="outbox" className="min-w-0">
        <MailOutboxPage />
      </TabsContent>
    </Tabs>
  );
}
