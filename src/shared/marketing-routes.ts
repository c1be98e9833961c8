/**
 * The marketing pages of SPEC §2.1 (public, prerendered). The paths live here, shared, so that the browser routes,
 * PUBLIC_ROUTES (what the server answers and prerenders) and the content modules keyed by path cannot drift: a page
 * without content, or content without a route, is a type error.
 */

/** Product pages: one check family each, with the free scan embedded. */
export const PRODUCT_PAGE_PATHS = [
  '/website-health-check',
  '/ssl-expiry-monitor',
  '/dns-health-check',
  '/multi-site-dashboard',
] as const;

/** Audience pages: who it is for (/for), the job it does (/use-cases), by company size (/solutions), by sector. */
export const AUDIENCE_PAGE_PATHS = [
  '/for/ecommerce',
  '/for/saas',
  '/for/enterprise',
  '/for/financial',
  '/for/agencies',
  '/for/small-business',
  '/for/mid-market',
  '/use-cases/multi-site',
  '/use-cases/compliance',
  '/use-cases/enterprise',
  '/use-cases/devops',
  '/use-cases/agencies',
  '/solutions/enterprise',
  '/solutions/mid-market',
  '/solutions/small-business',
  '/industries/ecommerce',
  '/industries/saas',
  '/industries/financial',
  '/industries/agencies',
] as const;

/** SPEC §2.1 /compare/{product}-vs-{vendor}; DESIGN §1 names the four vendors. */
export const VENDOR_COMPARE_PATHS = [
  '/compare/sitewarden-vs-uptimerobot',
  '/compare/sitewarden-vs-pingdom',
  '/compare/sitewarden-vs-statuscake',
  '/compare/sitewarden-vs-betterstack',
] as const;

export const STANDALONE_MARKETING_PATHS = [
  '/pricing',
  '/features',
  '/roi-calculator',
  '/legal',
  '/about',
  '/partnerships',
  '/compare/alternatives',
] as const;

export type ProductPagePath = (typeof PRODUCT_PAGE_PATHS)[number];
export type AudiencePagePath = (typeof AUDIENCE_PAGE_PATHS)[number];
export type TopicPagePath = ProductPagePath | AudiencePagePath;
export type VendorComparePath = (typeof VENDOR_COMPARE_PATHS)[number];

export const MARKETING_PATHS: readonly string[] = [
  ...STANDALONE_MARKETING_PATHS,
  ...PRODUCT_PAGE_PATHS,
  ...AUDIENCE_PAGE_PATHS,
  ...VENDOR_COMPARE_PATHS,
];

/** Blocks of /features that links land on (/features#anchor): the public nav's Status Pages (issue 33). */
export const FEATURE_ANCHORS = { statusPages: 'status-pages' } as const;
export const STATUS_PAGES_FEATURE_PATH = `/features#${FEATURE_ANCHORS.statusPages}`;
