import type { RouteObject } from 'react-router';

/** The public site's working pages (SPEC §2.1): contact form, API reference, site search, live demo. */
export const siteRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../../features/contact/components/contact-page')).ContactPage }),
  },
  {
    path: 'api-docs',
    lazy: async () => ({ Component: (await import('../../features/api-docs/components/api-docs-page')).ApiDocsPage }),
  },
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('../../features/search/components/search-page')).SearchPage }),
  },
  {
    path: 'demo',
    lazy: async () => ({ Component: (await import('../../features/demo/components/demo-page')).DemoPage }),
  },
];
