import { z } from 'zod';
import { BLOG_CATEGORIES, blogTagSchema } from '../../../shared/contracts/blog';
import { PAGE_DESCRIPTION_LIMIT } from '../../../shared/helpers/page-meta';

/** A date as the front matter writes it: 2026-04-14 (a real calendar day). */
const isoDay = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'is not a calendar date');

/**
 * The front matter of content/blog/<slug>.md (the agreed format: docs/decisions/020). Strict: an unknown key is
 * usually a typo ("tag:", "date:") and would otherwise be dropped without a word.
 */
export const blogFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(100),
    description: z.string().trim().min(40).max(PAGE_DESCRIPTION_LIMIT),
    category: z.enum(BLOG_CATEGORIES),
    tags: z
      .array(blogTagSchema)
      .min(2)
      .max(5)
      .refine((tags) => new Set(tags).size === tags.length, 'has the same tag twice'),
    publishedAt: isoDay,
    updatedAt: isoDay.optional(),
    author: z.string().trim().min(1).max(100),
  })
  .refine((front) => !front.updatedAt || front.updatedAt >= front.publishedAt, {
    message: 'is before publishedAt',
    path: ['updatedAt'],
  });
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
