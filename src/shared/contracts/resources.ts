import { z } from 'zod';
import {
  RESOURCE_CATEGORY_ICONS,
  RESOURCE_DIFFICULTIES,
  RESOURCE_PAGE_DESCRIPTION_MAX,
  RESOURCE_PAGE_SIZE_MAX,
  RESOURCE_PAGE_TITLE_MAX,
  RESOURCE_TYPES,
  RESOURCES_PAGE_SIZE,
} from '../constants/resources';
import { reportProblems, type FieldProblems } from './problems';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A file directly under content/resources/downloads: no folders, no leading dot. */
const DOWNLOAD_FILE_PATTERN = /^[a-z0-9][a-z0-9._-]*\.(md|csv|txt|pdf)$/;

/** A required string: absent, not a string or blank all read as the SPEC §5 message. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();

const slugSchema = (max: number) =>
  requiredText('Slug is required', max, `Slug is too long (${max} characters at most)`).regex(
    SLUG_PATTERN,
    'Slug may contain only lowercase letters, digits and single hyphens',
  );

export const isoDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use an ISO date such as 2026-04-14',
});

export const resourceTypeSchema = z.enum(RESOURCE_TYPES, {
  error: `Type must be one of: ${RESOURCE_TYPES.join(', ')}`,
});
export const resourceDifficultySchema = z.enum(RESOURCE_DIFFICULTIES, {
  error: `Difficulty must be one of: ${RESOURCE_DIFFICULTIES.join(', ')}`,
});

// ---- Categories -----------------------------------------------------------------------------------------------

const sortOrderSchema = z
  .number({ error: 'Sort order must be a whole number' })
  .int('Sort order must be a whole number')
  .min(0, 'Sort order must be 0 or more')
  .max(10_000, 'Sort order must be 10,000 or less');

const categoryShape = {
  name: requiredText('Category name is required', 100, 'Category name is too long (100 characters at most)'),
  slug: slugSchema(100),
  description: optionalText(500, 'Description is too long (500 characters at most)'),
  icon: z
    .enum(RESOURCE_CATEGORY_ICONS, { error: `Icon must be one of: ${RESOURCE_CATEGORY_ICONS.join(', ')}` })
    .optional(),
  sortOrder: sortOrderSchema,
};

/** SPEC §5: a category needs a name ('Category name is required') and a slug ('Slug is required'). */
export const resourceCategoryInputSchema = z.object({ ...categoryShape, sortOrder: sortOrderSchema.default(0) });
export type ResourceCategoryInput = z.input<typeof resourceCategoryInputSchema>;
export type ResourceCategoryFields = z.output<typeof resourceCategoryInputSchema>;

/** PATCH: any field of the above (no defaults: what is left out stays); blank name or slug keep their SPEC §5 messages. */
export const resourceCategoryUpdateSchema = z.object(categoryShape).partial();
export type ResourceCategoryUpdate = z.output<typeof resourceCategoryUpdateSchema>;

// ---- Resources ------------------------------------------------------------------------------------------------

const tagsSchema = z
  .array(z.string().trim().regex(SLUG_PATTERN, 'Tags are lowercase words joined by hyphens').max(40), {
    error: 'Tags must be a list',
  })
  .max(10, 'At most 10 tags');
const relatedSchema = z
  .array(z.string().trim().regex(SLUG_PATTERN, 'Related resources are given by slug'), {
    error: 'Related must be a list of slugs',
  })
  .max(12, 'At most 12 related resources');
const featuredSchema = z.boolean({ error: 'Featured must be true or false' });
const publishedSchema = z.boolean({ error: 'Published must be true or false' });
const contentSchema = z
  .string({ error: 'Content must be Markdown text' })
  .max(200_000, 'Content is too long (200,000 characters at most)');

const resourceShape = {
  title: requiredText('Title is required', 255, 'Title is too long (255 characters at most)'),
  slug: slugSchema(200),
  description: requiredText('Description is required', 300, 'Description is too long (300 characters at most)'),
  /** The category's slug. */
  category: z.string().trim().regex(SLUG_PATTERN, 'Category must be a category slug').nullish(),
  type: resourceTypeSchema,
  difficulty: resourceDifficultySchema.nullish(),
  tags: tagsSchema,
  author: optionalText(255, 'Author is too long (255 characters at most)').nullable(),
  publishedAt: isoDateSchema.nullish(),
  featured: featuredSchema,
  published: publishedSchema,
  /** Minutes of reading; estimated from the text when absent. */
  readTime: z.number().int('Read time is a whole number of minutes').min(1).max(600).nullish(),
  /** Minutes of a video or webinar. */
  duration: z.number().int('Duration is a whole number of minutes').min(1).max(1440).nullish(),
  /** Slugs of resources shown under this one, in order. */
  related: relatedSchema,
  /** A file under content/resources/downloads, fetched through GET /api/resources/{slug}/download. */
  downloadFile: z
    .string()
    .trim()
    .regex(
      DOWNLOAD_FILE_PATTERN,
      'Download file must be a .md, .csv, .txt or .pdf file name under content/resources/downloads',
    )
    .nullish(),
  /** A page of this site (/roi-calculator) or an https:// address the resource points to. */
  externalUrl: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      'Link must be a page of this site such as /roi-calculator or an https:// address',
    )
    .nullish(),
  metaTitle: optionalText(
    RESOURCE_PAGE_TITLE_MAX,
    `Meta title is too long (${RESOURCE_PAGE_TITLE_MAX} characters at most)`,
  ).nullable(),
  metaDescription: optionalText(
    RESOURCE_PAGE_DESCRIPTION_MAX,
    `Meta description is too long (${RESOURCE_PAGE_DESCRIPTION_MAX} characters at most)`,
  ).nullable(),
  /** Markdown. */
  content: contentSchema,
};

/**
 * The fields of a resource, as an admin sends them and as a content file's front matter gives them (the file name is
 * the slug, the Markdown body the content). SPEC §5: title, slug and description are required; type is one of the
 * resource types; difficulty is optional and one of the levels.
 */
export const resourceFieldsSchema = z.object({
  ...resourceShape,
  tags: tagsSchema.default([]),
  featured: featuredSchema.default(false),
  published: publishedSchema.default(true),
  related: relatedSchema.default([]),
  content: contentSchema.default(''),
});
export type ResourceInput = z.input<typeof resourceFieldsSchema>;
export type ResourceFields = z.output<typeof resourceFieldsSchema>;

/**
 * Rules across fields: the page's <title> and meta description have limits, so a long title or description needs its
 * own shorter metaTitle or metaDescription.
 */
export function resourceProblems(
  fields: Pick<ResourceFields, 'title' | 'description' | 'metaTitle' | 'metaDescription'>,
): FieldProblems {
  const problems: FieldProblems = {};
  if (!fields.metaTitle && fields.title.length > RESOURCE_PAGE_TITLE_MAX) {
    problems.metaTitle = `The title is longer than ${RESOURCE_PAGE_TITLE_MAX} characters: set a shorter meta title for the page`;
  }
  if (!fields.metaDescription && fields.description.length > RESOURCE_PAGE_DESCRIPTION_MAX) {
    problems.metaDescription = `The description is longer than ${RESOURCE_PAGE_DESCRIPTION_MAX} characters: set a shorter meta description`;
  }
  return problems;
}

/** POST /api/admin/resources. */
export const resourceInputSchema = resourceFieldsSchema.superRefine((fields, ctx) =>
  reportProblems(ctx, resourceProblems(fields)),
);

/** PATCH /api/admin/resources/{id}: any field (no defaults: what is left out stays); the result is checked as a whole. */
export const resourceUpdateSchema = z.object(resourceShape).partial();
export type ResourceUpdate = z.output<typeof resourceUpdateSchema>;

// ---- Public answers -------------------------------------------------------------------------------------------

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** GET /api/resources: published resources, newest first, filtered and paged. */
export const resourceListQuerySchema = z.object({
  category: z.string().trim().max(100).optional(),
  type: resourceTypeSchema.optional(),
  difficulty: resourceDifficultySchema.optional(),
  featured: flag,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RESOURCE_PAGE_SIZE_MAX).default(RESOURCES_PAGE_SIZE),
});
export type ResourceListQuery = z.output<typeof resourceListQuerySchema>;

export const resourceCategoryRefSchema = z.object({ slug: z.string(), name: z.string() });

export const resourceSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: resourceTypeSchema,
  difficulty: resourceDifficultySchema.nullable(),
  category: resourceCategoryRefSchema.nullable(),
  tags: z.array(z.string()),
  readTime: z.number().nullable(),
  duration: z.number().nullable(),
  isFeatured: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  hasDownload: z.boolean(),
  externalUrl: z.string().nullable(),
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;

export const resourcePageSchema = z.object({
  data: z.array(resourceSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type ResourcePage = z.infer<typeof resourcePageSchema>;

export const resourceDownloadSchema = z.object({
  /** GET /api/resources/{slug}/download */
  url: z.string(),
  fileName: z.string(),
  format: z.string(),
  sizeBytes: z.number(),
});
export type ResourceDownload = z.infer<typeof resourceDownloadSchema>;

export const resourceDetailSchema = resourceSummarySchema.extend({
  author: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** The Markdown body rendered to HTML on the server (raw HTML escaped, links limited to safe schemes). */
  contentHtml: z.string(),
  /** The body's h2 sections, for an "on this page" list. */
  outline: z.array(z.object({ id: z.string(), text: z.string() })),
  download: resourceDownloadSchema.nullable(),
  downloadCount: z.number(),
});
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

/** GET /api/resources/{slug}: the resource and what to read next. */
export const resourceWithRelatedSchema = z.object({
  resource: resourceDetailSchema,
  related: z.array(resourceSummarySchema),
});
export type ResourceWithRelated = z.infer<typeof resourceWithRelatedSchema>;

export const resourceCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.enum(RESOURCE_CATEGORY_ICONS).nullable(),
  sortOrder: z.number(),
  /** Published resources in the category. */
  resourceCount: z.number(),
});
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

export const resourceCategoryListSchema = z.object({ data: z.array(resourceCategorySchema) });

// ---- Admin answers --------------------------------------------------------------------------------------------

/** Where a row is kept: a file of the repository (content/resources) or the admin API. */
export const resourceSourceSchema = z.enum(['content', 'admin']);
export type ResourceSource = z.infer<typeof resourceSourceSchema>;

export const adminResourceSchema = resourceSummarySchema.extend({
  isPublished: z.boolean(),
  source: resourceSourceSchema,
  viewCount: z.number(),
  downloadCount: z.number(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const adminCategorySchema = resourceCategorySchema.extend({ source: resourceSourceSchema });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
