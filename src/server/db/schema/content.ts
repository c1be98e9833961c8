import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { RESOURCE_DIFFICULTIES, RESOURCE_TYPES } from '../../../shared/constants/resources';
import { id, timestamps, tstz } from './columns';
import { users } from './users';

/** SPEC §3.2 values, defined once in src/shared (the browser and the contracts need them too). */
export const resourceTypes = RESOURCE_TYPES;
export const resourceDifficulties = RESOURCE_DIFFICULTIES;

export type { ResourceDifficulty, ResourceType } from '../../../shared/constants/resources';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 255 }).notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    category: varchar('category', { length: 100 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    /** Minutes. */
    readTime: integer('read_time'),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: tstz('published_at'),
    ...timestamps,
  },
  (t) => [index('blog_posts_published_idx').on(t.isPublished, t.publishedAt)],
);

export const resourceCategories = pgTable('resource_categories', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  description: text('description'),
  /** lucide icon name */
  icon: varchar('icon', { length: 64 }),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const resources = pgTable(
  'resources',
  {
    id: id(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    description: text('description'),
    // removing a category keeps its resources, uncategorised
    categoryId: uuid('category_id').references(() => resourceCategories.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 20, enum: resourceTypes }).notNull(),
    content: text('content'),
    externalUrl: text('external_url'),
    downloadUrl: text('download_url'),
    thumbnailUrl: text('thumbnail_url'),
    difficulty: varchar('difficulty', { length: 20, enum: resourceDifficulties }),
    /** Minutes of reading. */
    readTime: integer('read_time'),
    /** Minutes of video or webinar. */
    duration: integer('duration'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    author: varchar('author', { length: 255 }),
    publishedAt: tstz('published_at'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    metaTitle: varchar('meta_title', { length: 255 }),
    metaDescription: text('meta_description'),
    ...timestamps,
  },
  (t) => [
    index('resources_category_idx').on(t.categoryId),
    index('resources_type_idx').on(t.type),
    index('resources_published_idx').on(t.isPublished, t.publishedAt),
  ],
);

export const resourceViews = pgTable(
  'resource_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    viewedAt: tstz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('resource_views_resource_viewed_idx').on(t.resourceId, t.viewedAt),
    index('resource_views_user_idx').on(t.userId),
  ],
);

export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    downloadedAt: tstz('downloaded_at').notNull().defaultNow(),
  },
  (t) => [
    index('resource_downloads_resource_downloaded_idx').on(t.resourceId, t.downloadedAt),
    index('resource_downloads_user_idx').on(t.userId),
  ],
);

export const relatedResources = pgTable(
  'related_resources',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    relatedResourceId: uuid('related_resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.relatedResourceId] }),
    index('related_resources_related_idx').on(t.relatedResourceId),
    check('related_resources_not_self', sql`${t.resourceId} <> ${t.relatedResourceId}`),
  ],
);

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    company: varchar('company', { length: 255 }),
    subject: varchar('subject', { length: 255 }),
    message: text('message').notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    handledAt: tstz('handled_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** First-party page view counter; sessionId is an opaque visitor id, not a foreign key (sessions expire). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: varchar('path', { length: 2048 }).notNull(),
    referrer: text('referrer'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: varchar('session_id', { length: 128 }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('page_views_created_idx').on(t.createdAt),
    index('page_views_path_created_idx').on(t.path, t.createdAt),
    index('page_views_user_idx').on(t.userId),
  ],
);
