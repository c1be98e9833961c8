import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SecurityDetails } from '../../lib/check-details';
import { SecurityDetailsView } from './security-details';

const details: SecurityDetails = {
  checkedUrl: 'https://example.test/',
  headers: [
    {
      header: 'Strict-Transport-Security',
      present: true,
      value: 'max-age=86400',
      problem: null,
      warnings: [
        'max-age is 1 day (86400 s), under the 180 days (15552000 s) that keeps visitors protected between visits',
      ],
    },
    {
      header: 'Content-Security-Policy',
      present: false,
      value: 'defa',
      problem: 'no directive browsers recognise (defa)',
      warnings: [],
    },
    { header: 'X-Content-Type-Options', present: true, value: 'nosniff', problem: null, warnings: [] },
    { header: 'X-Frame-Options', present: false, value: null, problem: null, warnings: [] },
    {
      header: 'Referrer-Policy',
      present: false,
      value: 'whimsy',
      problem: 'no policy browsers recognise ("whimsy")',
      warnings: [],
    },
  ],
  missingHeaders: ['X-Frame-Options'],
  ignoredHeaders: ['Content-Security-Policy', 'Referrer-Policy'],
  cookies: [],
  dnsbl: [],
  findings: [],
};

const row = (header: string) => within(screen.getByText(header).closest('li')!);

describe('security headers in the scan details (decision 040)', () => {
  it('says which headers are in effect, ignored by browsers (and why) or missing, and names weaknesses', () => {
    render(<SecurityDetailsView details={details} />);
    expect(row('X-Content-Type-Options').getByText('In effect')).toBeInTheDocument();
    expect(
      row('Content-Security-Policy').getByText('Ignored by browsers: no directive browsers recognise (defa)'),
    ).toBeInTheDocument();
    expect(
      row('Referrer-Policy').getByText('Ignored by browsers: no policy browsers recognise ("whimsy")'),
    ).toBeInTheDocument();
    expect(row('X-Frame-Options').getByText('Missing')).toBeInTheDocument();
    const hsts = row('Strict-Transport-Security');
    expect(hsts.getByText('In effect')).toBeInTheDocument();
    expect(
      hsts.getByText(
        'Weak: max-age is 1 day (86400 s), under the 180 days (15552000 s) that keeps visitors protected between visits',
      ),
    ).toBeInTheDocument();
    // The value browsers ignored is still shown, so the owner sees what was sent.
    expect(row('Content-Security-Policy').getByText('defa')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Weak:/)).toHaveLength(1);
  });

  it('reads a check stored before the verdicts followed browsers: a sent header with a problem is ignored', () => {
    const stored: SecurityDetails = {
      ...details,
      headers: [
        { header: 'Strict-Transport-Security', present: true, value: 'max-age=0', problem: 'max-age=0 turns HSTS off' },
      ],
    };
    render(<SecurityDetailsView details={stored} />);
    expect(screen.getByText('Ignored by browsers: max-age=0 turns HSTS off')).toBeInTheDocument();
    expect(screen.queryByText('In effect')).not.toBeInTheDocument();
  });
});
