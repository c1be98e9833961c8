import { STATUS_PAGES_FEATURE_PATH } from '../../../../shared/marketing-routes';

/**
 * The public header and footer links (SPEC §2.3). Most targets are built by later issues; the links are already the
 * right ones. The three footer articles must exist as posts under content/blog with these slugs.
 */

export interface NavLinkItem {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly NavLinkItem[] = [
  { label: 'Health Check', to: '/website-health-check' },
  { label: 'SSL Monitor', to: '/ssl-expiry-monitor' },
  { label: 'DNS Monitoring', to: '/dns-health-check' },
  { label: 'Multi-site', to: '/multi-site-dashboard' },
  // /status-pages is the signed-in editor: visitors land on what status pages do
  { label: 'Status Pages', to: STATUS_PAGES_FEATURE_PATH },
  { label: 'Blog', to: '/blog' },
  { label: 'Resources', to: '/resources' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Compare', to: '/compare/alternatives' },
  { label: 'Partnerships', to: '/partnerships' },
];

export interface FooterColumn {
  title: string;
  links: readonly NavLinkItem[];
}

export const FOOTER_BLOG_ARTICLES: readonly NavLinkItem[] = [
  { label: 'What domain monitoring covers', to: '/blog/what-is-domain-monitoring' },
  { label: 'SSL certificate types explained', to: '/blog/ssl-certificate-types-explained' },
  { label: 'DNS record best practices', to: '/blog/dns-record-best-practices' },
];

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Website health check', to: '/website-health-check' },
      { label: 'SSL expiry monitor', to: '/ssl-expiry-monitor' },
      { label: 'DNS health check', to: '/dns-health-check' },
      { label: 'Multi-site dashboard', to: '/multi-site-dashboard' },
      { label: 'ROI calculator', to: '/roi-calculator' },
      { label: 'API docs', to: '/api-docs' },
    ],
  },
  {
    title: 'Industries',
    links: [
      { label: 'E-commerce', to: '/for/ecommerce' },
      { label: 'SaaS', to: '/for/saas' },
      { label: 'Enterprise', to: '/for/enterprise' },
      { label: 'Financial services', to: '/for/financial' },
      { label: 'Agencies', to: '/for/agencies' },
      { label: 'Small business', to: '/for/small-business' },
      { label: 'Mid-market', to: '/for/mid-market' },
    ],
  },
  {
    title: 'Use cases',
    links: [
      { label: 'Multi-site monitoring', to: '/use-cases/multi-site' },
      { label: 'Compliance', to: '/use-cases/compliance' },
      { label: 'Enterprise teams', to: '/use-cases/enterprise' },
      { label: 'DevOps', to: '/use-cases/devops' },
      { label: 'Agencies', to: '/use-cases/agencies' },
    ],
  },
  {
    title: 'Learn',
    links: [{ label: 'Blog', to: '/blog' }, ...FOOTER_BLOG_ARTICLES, { label: 'Resources', to: '/resources' }],
  },
  {
    title: 'Compare',
    links: [
      { label: 'Alternatives', to: '/compare/alternatives' },
      { label: 'vs UptimeRobot', to: '/compare/sitewarden-vs-uptimerobot' },
      { label: 'vs Pingdom', to: '/compare/sitewarden-vs-pingdom' },
      { label: 'vs StatusCake', to: '/compare/sitewarden-vs-statuscake' },
      { label: 'vs Better Stack', to: '/compare/sitewarden-vs-betterstack' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Pricing', to: '/pricing' },
      { label: 'Partnerships', to: '/partnerships' },
      { label: 'Contact', to: '/contact' },
      { label: 'Terms and privacy', to: '/legal' },
      { label: 'Sign in', to: '/auth' },
    ],
  },
];

/** '© 2026 Sitewarden': the year it is (lib/site-year.ts), never the year of a build. */
export const copyright = (year: string) => `© ${year} Sitewarden`;
export const SUPPORT_HOURS = 'Support: Monday to Friday, 09:00–18:00';

/** The header's words that src/web/site (public pages without React) sets too. */
export const MENU_LABELS = { open: 'Open menu', close: 'Close menu' } as const;
export const OPEN_DASHBOARD = 'Open dashboard';
