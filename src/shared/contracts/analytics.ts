import { z } from 'zod';

/** `POST /api/analytics/pageview`: one page view of the site, reported by the browser on every route change. */
export const pageViewReportSchema = z.object({
  /** Path and query of the page, e.g. '/pricing' or '/blog?page=2'. */
  path: z.string().min(1).max(2048).startsWith('/'),
  /** The previous page of this visit, or document.referrer on the first. */
  referrer: z.string().max(2048).optional(),
  /** Random id of the visit (one browser tab), kept only in sessionStorage. */
  visitId: z.string().max(128).optional(),
});
export type PageViewReport = z.infer<typeof pageViewReportSchema>;
