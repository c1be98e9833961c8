import type { RouteObject } from 'react-router';
import {
  AUDIENCE_PAGE_PATHS,
  PRODUCT_PAGE_PATHS,
  VENDOR_COMPARE_PATHS,
  type TopicPagePath,
} from '../../../shared/marketing-routes';

/**
 * The marketing pages (SPEC §2.1), children of the public layout. Each page is its own lazy chunk. The product pages
 * compose two features here (features do not import each other): the marketing template and the landing's free scan.
 */
const relative = (path: string) => path.slice(1);

function topicRoute(path: TopicPagePath, withScan: boolean): RouteObject {
  return {
    path: relative(path),
    lazy: async () => {
      const [{ TopicPage }, { loadTopic }, scan] = await Promise.all([
        import('../../features/marketing/components/topic-page'),
        import('../../features/marketing/content/topic-loaders'),
        withScan ? import('../../features/landing/components/free-scan') : Promise.resolve(null),
      ]);
      const content = await loadTopic(path);
      const FreeScan = scan?.FreeScan;
      return {
        Component: () => <TopicPage content={content} path={path} scan={FreeScan ? <FreeScan /> : undefined} />,
      };
    },
  };
}

function companyRoute(path: '/about' | '/partnerships', page: 'ABOUT_PAGE' | 'PARTNERSHIPS_PAGE'): RouteObject {
  return {
    path: relative(path),
    lazy: async () => {
      const [{ TopicPage }, company] = await Promise.all([
        import('../../features/marketing/components/topic-page'),
        import('../../features/marketing/content/company'),
      ]);
      return { Component: () => <TopicPage content={company[page]} path={path} /> };
    },
  };
}

export const marketingRoutes: RouteObject[] = [
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('../../features/marketing/components/pricing-page')).PricingPage }),
  },
  {
    path: 'features',
    lazy: async () => ({ Component: (await import('../../features/marketing/components/features-page')).FeaturesPage }),
  },
  {
    path: 'roi-calculator',
    lazy: async () => ({
      Component: (await import('../../features/marketing/components/roi-calculator-page')).RoiCalculatorPage,
    }),
  },
  {
    path: 'legal',
    lazy: async () => ({ Component: (await import('../../features/marketing/components/legal-page')).LegalPage }),
  },
  companyRoute('/about', 'ABOUT_PAGE'),
  companyRoute('/partnerships', 'PARTNERSHIPS_PAGE'),
  {
    path: 'compare/alternatives',
    lazy: async () => ({
      Component: (await import('../../features/marketing/components/alternatives-page')).AlternativesPage,
    }),
  },
  ...VENDOR_COMPARE_PATHS.map((path): RouteObject => ({
    path: relative(path),
    lazy: async () => {
      const [{ ComparePage }, { VENDOR_COMPARISONS }] = await Promise.all([
        import('../../features/marketing/components/compare-page'),
        import('../../features/marketing/content/vendors'),
      ]);
      return { Component: () => <ComparePage path={path} comparison={VENDOR_COMPARISONS[path]} /> };
    },
  })),
  ...PRODUCT_PAGE_PATHS.map((path) => topicRoute(path, true)),
  ...AUDIENCE_PAGE_PATHS.map((path) => topicRoute(path, false)),
];
