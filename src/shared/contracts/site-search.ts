import { z } from 'zod';

export const searchSections = ['page', 'blog', 'resource'] as const;
export type SearchSection = (typeof searchSections)[number];

/** One page of the site search index (built from the prerendered pages: title, description, headings). */
export const searchEntrySchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  headings: z.array(z.string()),
  section: z.enum(searchSections),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

export const searchIndexSchema = z.object({ entries: z.array(searchEntrySchema) });
export type SearchIndex = z.infer<typeof searchIndexSchema>;

/** Which part of the site a path belongs to (blog and resources get their own label in results). */
export function searchSectionOf(path: string): SearchSection {
  if (path === '/blog' || path.startsWith('/blog/')) return 'blog';
  if (path === '/resources' || path.startsWith('/resources/')) return 'resource';
  return 'page';
}
