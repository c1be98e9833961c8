import type { RouteObject } from 'react-router';
import { APP_PAGE } from '../../../shared/prerender/page-scripts';

/**
 * The public site's working pages (SPEC §2.1): contact form, API reference, site search, resources, live demo. They
 * are app-like (`handle: APP_PAGE`): their prerendered HTML is hydrated by the whole app, not served with islands
 * (decision 046). A resource's page counts its views and downloads and moves between resources within the app.
 */
export const siteRoutes: RouteObject[] = [
  {
    path: 'contact',
    handle: APP_PAGE,
    lazy: async () => ({ Component: (await import('../../features/contact/components/contact-page')).ContactPage }),
  },
  {
    path: 'api-docs',
    handle: APP_PAGE,
    lazy: async () => ({ Component: (await import('../../features/api-docs/components/api-docs-page')).ApiDocsPage }),
  },
  {
    path: 'search',
    handle: APP_PAGE,
    lazy: async () => ({ Component: (await import('../../features/search/components/search-page')).SearchPage }),
  },
  {
    path: 'resources',
    handle: APP_PAGE,
    lazy: async () => ({
      Component: (await import('../../features/resources/components/resources-page')).ResourcesPage,
    }),
  },
  {
    path: 'resources/:slug',
    handle: APP_PAGE,
    lazy: async () => ({ Component: (await import('../../features/resources/components/resource-page')).ResourcePage }),
  },
  {
    path: 'demo',
    handle: APP_PAGE,
    lazy: async () => ({ Component: (await import('../../features/demo/components/demo-page')).DemoPage }),
  },
];
