/** SPEC §3.2: the kinds of resource in the library, and how demanding one is. */
export const RESOURCE_TYPES = [
  'guide',
  'case_study',
  'whitepaper',
  'video',
  'webinar',
  'tool',
  'api_doc',
  'glossary',
] as const;
export const RESOURCE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];
export type ResourceDifficulty = (typeof RESOURCE_DIFFICULTIES)[number];

/**
 * Icons a category may show (lucide names). A fixed list: the browser maps each to its component, so that the
 * resources pages never bundle the whole icon set.
 */
export const RESOURCE_CATEGORY_ICONS = [
  'activity',
  'book-open',
  'code',
  'globe',
  'list-checks',
  'lock',
  'network',
  'shield-check',
  'siren',
  'wrench',
] as const;
export type ResourceCategoryIcon = (typeof RESOURCE_CATEGORY_ICONS)[number];

/** The title part of a page's <title> before ' · Sitewarden' (the whole stays within 60 characters). */
export const RESOURCE_PAGE_TITLE_MAX = 47;
/** Meta description limit. */
export const RESOURCE_PAGE_DESCRIPTION_MAX = 160;
/** Resources per page of the library, and the most one request may ask for. */
export const RESOURCES_PAGE_SIZE = 18;
export const RESOURCE_PAGE_SIZE_MAX = 100;
/** Related resources shown under a resource. */
export const RELATED_RESOURCES_SHOWN = 3;
