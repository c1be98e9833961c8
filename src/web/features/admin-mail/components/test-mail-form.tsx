import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { TestMailResult } from '../../../../shared/contracts/admin-deliveries';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessageOr } from '../../../lib/action-errors';
import { useSendTestMail } from '../api/deliveries';

/** Sends one e-mail through the installation's mailer and says what happened to it. */
export function TestMailForm() {
  const id = useId();
  const [to, setTo] = useState('');
  const send = useSendTestMail();
  const [outcome, setOutcome] = useState<{ ok: true; result: TestMailResult } | { ok: false; message: string } | null>(
    null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    send.mutate(
      { to },
      {
        onSuccess: (result) => setOutcome({ ok: true, result }),
        onError: (error) =>
          setOutcome({ ok: false, message: serverMessageOr(error, 'The test e-mail could not be sent.') }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send a test e-mail</CardTitle>
        <CardDescription>
          Checks the mail settings (SMTP_URL): the answer says whether the mail server took it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={id}>Send to</Label>
            <Input
              id={id}
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <Button type="submit" loading={send.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Send test e-mail
          </Button>
        </form>
        {outcome ? (
          outcome.ok ? (
            <Alert
              tone={outcome.result.transport === 'smtp' ? 'healthy' : 'info'}
              role="status"
              title={outcome.result.message}
            >
              {outcome.result.transport === 'smtp' ? (
                <span className="break-all">
                  To {outcome.result.to}
                  {outcome.result.messageId ? `, message id ${outcome.result.messageId}` : ''}
                  {outcome.result.response ? ` (${outcome.result.response})` : ''}
                </span>
              ) : (
                <span>Open the Outbox tab to read it.</span>
              )}
            </Alert>
          ) : (
            <Alert tone="critical" role="alert" title="The test e-mail was not sent">
              <span className="break-words">{outcome.message}</span>
            </Alert>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
