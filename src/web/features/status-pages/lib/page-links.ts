import type { StatusPage } from '../../../../shared/contracts/status-pages';

/** One address or snippet of a page to copy elsewhere. */
export interface PageLink {
  label: string;
  /** What it is for, in a few words. */
  hint: string;
  text: string;
}

/**
 * Everything of a page that lives outside the app (decision 072): its address, the widget's snippet, the SVG badges,
 * the feeds and the Statuspage-compatible JSON. All hang off the page's address: its proven custom domain's root
 * (which serves them at short paths) or PUBLIC_URL/public/status/{slug}.
 */
export function pageLinks(page: Pick<StatusPage, 'publicUrl' | 'name'>): PageLink[] {
  const base = page.publicUrl.replace(/\/+$/, '');
  const badge = `${base}/badges/status.svg`;
  return [
    { label: 'Page address', hint: 'Link to it from your site, app or support pages.', text: page.publicUrl },
    {
      label: 'Widget',
      hint: "Paste into any web page: a small block with the page's state, linked to the page.",
      text: `<script src="${base}/widget.js" async></script>`,
    },
    { label: 'Status badge', hint: "An SVG image of the page's state (for a README or a dashboard).", text: badge },
    {
      label: 'Badge in Markdown',
      hint: 'The badge linked to the page.',
      text: `[![${page.name} status](${badge})](${page.publicUrl})`,
    },
    {
      label: 'Uptime badge',
      hint: 'The last 30 days (period=24h and 7d also work); each component has its own under badges/components/.',
      text: `${base}/badges/uptime.svg?period=30d`,
    },
    { label: 'RSS feed', hint: 'Incidents and their updates.', text: `${base}/feed.rss` },
    { label: 'Atom feed', hint: 'The same, for Atom readers.', text: `${base}/feed.atom` },
    {
      label: 'Summary JSON',
      hint: "Statuspage's format (summary, status, components, incidents) for aggregators and scripts.",
      text: `${base}/api/v2/summary.json`,
    },
  ];
}
