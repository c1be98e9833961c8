import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../../../shared/contracts/site-search';
import { queryTerms, searchPages } from './search-pages';

const page = (path: string, title: string, description = '', headings: string[] = []): SearchEntry => ({
  path,
  title,
  description,
  headings,
  section: path.startsWith('/blog') ? 'blog' : 'page',
});

const INDEX = [
  page('/pricing', 'Pricing · Sitewarden', 'Four plans, from free to enterprise.', ['Compare plans', 'Questions']),
  page(
    '/ssl-expiry-monitor',
    'SSL expiry monitor · Sitewarden',
    'Alerts 30, 14 and 7 days before a certificate expires.',
  ),
  page('/blog/ssl-certificate-types-explained', 'SSL certificate types explained · Sitewarden', 'DV, OV and EV.', [
    'Domain validation',
  ]),
  page('/dns-health-check', 'DNS health check · Sitewarden', 'Records, changes and résolution.'),
];

describe('site search', () => {
  it('ranks a title match above a heading or description match', () => {
    const hits = searchPages(INDEX, 'ssl');
    expect(hits.map((hit) => hit.entry.path)).toEqual(['/ssl-expiry-monitor', '/blog/ssl-certificate-types-explained']);
  });

  it('needs every word to appear somewhere in the page', () => {
    expect(searchPages(INDEX, 'certificate plans')).toEqual([]);
    expect(searchPages(INDEX, 'certificate domain').map((hit) => hit.entry.path)).toEqual([
      '/blog/ssl-certificate-types-explained',
    ]);
  });

  it('ignores case, accents and punctuation, and finds nothing for an empty query', () => {
    expect(searchPages(INDEX, 'RESOLUTION!').map((hit) => hit.entry.path)).toEqual(['/dns-health-check']);
    expect(queryTerms('  SSL, ssl  ')).toEqual(['ssl']);
    expect(searchPages(INDEX, '   ')).toEqual([]);
  });
});
