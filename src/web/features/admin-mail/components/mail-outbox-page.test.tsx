import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../../shared/contracts/admin-mail';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const message = (id: string, to: string, subject: string, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  to,
  from: 'Sitewarden <no-reply@sitewarden.local>',
  subject,
  text: `Text of ${subject}`,
  html: `<!doctype html><html><head><title>x</title></head><body><p>HTML of ${subject}</p><script>parent.hacked = 1</script></body></html>`,
  createdAt: new Date().toISOString(),
  ...extra,
});

const RESET = message('m1', 'ada@example.com', 'Reset your Sitewarden password');
const INVITE = message('m2', 'bob@example.com', 'Join <Acme> on Sitewarden', { html: null });

describe('/admin/mailgun', () => {
  it('tells other users it is for administrators, without asking for the mail', async () => {
    const fetchMock = mockFetch({ 'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] } });
    renderApp({ user: makeUser(), path: '/admin/mailgun' });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  });

  it('lists the outbox, shows a message in a sandboxed frame or as text, and searches', async () => {
    const fetchMock = mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/outbox?limit=100': { body: { data: [RESET, INVITE] } },
      'GET /api/admin/outbox?limit=100&search=bob': { body: { data: [INVITE] } },
      'GET /api/admin/outbox?limit=100&search=zzz': { body: { data: [] } },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/mailgun?view=outbox' });

    const list = within(await screen.findByRole('navigation', { name: 'Messages' }));
    expect(list.getAllByRole('button')).toHaveLength(2);
    // the newest opens first, its HTML in a frame that runs no script and cannot reach this page
    const frame = await screen.findByTitle('Reset your Sitewarden password (HTML)');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"><title>');
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(screen.getByText('Text of Reset your Sitewarden password')).toBeInTheDocument();

    // a message with no HTML part reads as text, its subject as written (escaped by React)
    await user.click(list.getByRole('button', { name: /Join <Acme> on Sitewarden/ }));
    expect(await screen.findByRole('heading', { name: 'Join <Acme> on Sitewarden' })).toBeInTheDocument();
    expect(screen.getByText('Text of Join <Acme> on Sitewarden')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient or subject' }), 'bob');
    await waitFor(() => expect(fetchMock.calls.map((c) => c.url)).toContain('/api/admin/outbox?limit=100&search=bob'));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Messages' })).getAllByRole('button')).toHaveLength(1),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search by recipient or subject' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient or subject' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No message matches' })).toBeInTheDocument();
  });
});
