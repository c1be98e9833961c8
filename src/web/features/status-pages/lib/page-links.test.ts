import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('pageLinks', () => {
  it("hangs the widget, badges, feeds and JSON off the page's address", () => {
    const links = pageLinks({ publicUrl: 'http://127.0.0.1:3911/public/status/acme', name: 'Acme' });
    expect(links.find((l) => l.label === 'Widget')!.text).toBe(
      '<script src="http://127.0.0.1:3911/public/status/acme/widget.js" async></script>',
    );
    expect(links.find((l) => l.label === 'Summary JSON')!.text).toBe(
      'http://127.0.0.1:3911/public/status/acme/api/v2/summary.json',
    );
  });

  it('uses the proven custom domain, whose root serves the short paths', () => {
    const links = pageLinks({ publicUrl: 'https://status.acme.test', name: 'Acme' });
    expect(links.map((l) => l.text)).toEqual([
      'https://status.acme.test',
      '<script src="https://status.acme.test/widget.js" async></script>',
      'https://status.acme.test/badges/status.svg',
      '[![Acme status](https://status.acme.test/badges/status.svg)](https://status.acme.test)',
      'https://status.acme.test/badges/uptime.svg?period=30d',
      'https://status.acme.test/feed.rss',
      'https://status.acme.test/feed.atom',
      'https://status.acme.test/api/v2/summary.json',
    ]);
  });
});
