import type { MailMessage } from '../../../src/server/notifications/mailer';
import { signedInClient, type Client, type TestApp } from '../helpers/test-app';

type Plan = 'free' | 'pro' | 'agency' | 'enterprise';

/** The token of the newest invitation link sent to `email`. */
export function invitationToken(t: TestApp, email: string): string {
  const message = [...t.mailer.sent].reverse().find((m: MailMessage) => m.to === email);
  const token = message && /\/invitation\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

export async function userIdOf(client: Client): Promise<string> {
  return (await client.get('/api/auth/user')).json<{ id: string }>().id;
}

/** Creates a team (it becomes the creator's current workspace) and answers its detail. */
export async function createTeam(client: Client, name: string, slug?: string) {
  const res = await client.post('/api/teams', { name, ...(slug ? { slug } : {}) });
  if (res.statusCode !== 201) throw new Error(`team creation failed: ${res.body}`);
  return res.json<{ id: string; slug: string; name: string }>();
}

/** Invites `email` with `role`, signs the person up and accepts through the e-mailed link. */
export async function joinTeam(
  t: TestApp,
  admin: Client,
  slug: string,
  email: string,
  role: 'admin' | 'member' | 'viewer',
  plan: Plan = 'free',
): Promise<Client> {
  const invited = await admin.post(`/api/teams/${slug}/invitations`, { email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const client = await signedInClient(t, email, plan);
  const accepted = await client.post(`/api/invitations/${invitationToken(t, email)}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return client;
}
