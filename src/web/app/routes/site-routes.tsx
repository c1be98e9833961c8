import type { RouteObject } from 'react-router';

/** The public site's working pages (SPEC §2.1): contact form, API reference, site search, resources, live demo. */
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
    path: 'resources',
    lazy: async () => ({ Component: (await import('../../features/resources/components/resources-page')).ResourcesPage }),
  },
  {
    path: 'resources/:slug',
    lazy: async () => ({ Component: (await import('../../features/resources/components/resource-page')).ResourcePage }),
  },
  {
    path: 'demo',
    lazy: async () => ({ Component: (await import('../../features/demo/components/demo-page')).DemoPage }),
  },
];
