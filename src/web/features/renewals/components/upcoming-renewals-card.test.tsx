import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RenewalItem } from '../../../../shared/contracts/renewals';
import { localDate } from '../../../../shared/helpers/renewal-display';
import { mockFetch } from '../../../test/fetch-mock';
import { findToast, renderWithProviders } from '../../../test/render';
import { UpcomingRenewalsCard } from './upcoming-renewals-card';

function item(daysLeft: number, overrides: Partial<RenewalItem> = {}): RenewalItem {
  return {
    id: `reminder:${daysLeft}`,
    source: 'reminder',
    type: 'hosting',
    title: `Renewal in ${daysLeft}`,
    domainId: null,
    domainName: null,
    date: '2030-01-01',
    daysLeft,
    notes: null,
    reminderId: `r${daysLeft}`,
    ...overrides,
  };
}

const ITEMS = [
  item(-2, {
    id: 'certificate:a',
    source: 'certificate',
    type: 'ssl',
    title: 'a.example.com SSL certificate',
    reminderId: null,
  }),
  item(5, {
    id: 'certificate:b',
    source: 'certificate',
    type: 'ssl',
    title: 'b.example.com SSL certificate',
    reminderId: null,
  }),
  item(20, {
    id: 'registration:c',
    source: 'registration',
    type: 'domain',
    title: 'c.example.com registration',
    reminderId: null,
  }),
  item(25, { type: 'ssl', title: 'Wildcard certificate' }),
  item(45),
  item(60),
  item(90),
];

describe('Upcoming Renewals card (SPEC §2.14)', () => {
  it('lists the 5 soonest in their colour bands and opens the full list', async () => {
    mockFetch({ 'GET /api/renewals': { body: { data: ITEMS, unknownRegistrations: 2, notRegistered: [] } } });
    renderWithProviders(<UpcomingRenewalsCard />);

    const list = await screen.findByRole('list', { name: 'Soonest renewals' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const badge = (row: HTMLElement, text: string) => within(row).getByText(text);
    expect(badge(rows[0]!, 'expired 2 days ago').className).toContain('text-critical');
    expect(badge(rows[1]!, '5 days left').className).toContain('text-critical');
    expect(badge(rows[2]!, '20 days left').className).toContain('text-warning');
    expect(badge(rows[3]!, '25 days left').className).toContain('text-warning');
    expect(badge(rows[4]!, '45 days left').className).toContain('text-healthy');
    expect(screen.getByText('The registration expiry of 2 domains is not known yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View All 7 Renewals' }));
    const all = await screen.findByRole('list', { name: 'All renewals' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(7);
    // only the user's own reminders can be deleted
    expect(within(all).getAllByRole('button', { name: /^Delete reminder/ })).toHaveLength(4);
  });

  it('says a lapsed domain is not registered instead of showing the expiry it had', async () => {
    mockFetch({
      'GET /api/renewals': {
        body: {
          data: ITEMS.slice(0, 2),
          unknownRegistrations: 0,
          notRegistered: [{ domainId: 'd1', domainName: 'lapsed.example' }],
        },
      },
    });
    renderWithProviders(<UpcomingRenewalsCard />);
    expect(await screen.findByText('lapsed.example is not registered')).toBeInTheDocument();
    expect(screen.getByText(/The registry has no record of it\. There is no expiry to renew/)).toBeInTheDocument();
    expect(screen.queryByText(/lapsed\.example registration/)).not.toBeInTheDocument();
  });

  it('validates the reminder with the SPEC messages, then adds it and says so', async () => {
    const fetchMock = mockFetch({
      'GET /api/renewals': { body: { data: [], unknownRegistrations: 0, notRegistered: [] } },
      'POST /api/renewal-reminders': ({ body }) => ({
        status: 201,
        body: { id: 'new', ...(body as object), notes: null, createdAt: new Date().toISOString(), notifiedAt: null },
      }),
    });
    renderWithProviders(<UpcomingRenewalsCard />);
    expect(await screen.findByText('No upcoming renewals')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Renewal Reminder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Renewal Reminder' }));
    // The form's code loads when the dialog first opens.
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Reminder' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Please select a reminder type')).toBeInTheDocument();
    expect(dialog.getByText('Date is required')).toBeInTheDocument();

    const today = localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    const date = dialog.getByLabelText('Renewal Date');
    expect(date).toHaveAttribute('min', today);
    await userEvent.type(dialog.getByLabelText('Reminder Title'), 'Renew hosting');
    await userEvent.selectOptions(dialog.getByLabelText('Reminder Type'), 'Hosting Renewal');
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reminder' }));
    expect(await dialog.findByText('The renewal date cannot be in the past')).toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, today);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Reminder' }));
    expect(await findToast('Reminder Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Renew hosting',
      type: 'hosting',
      date: today,
      notes: null,
    });
    // the list is read again after the reminder is added
    expect(fetchMock.calls.filter((c) => c.url === '/api/renewals')).toHaveLength(2);
  });
});
