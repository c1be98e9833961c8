import type { ResourceSummary } from '../../../shared/contracts/resources';
import { downloadFileOf } from './resource-rows';
import type { ResourceWithCategory } from './resources.repository';

/** A resource as lists show it. */
export function toSummary({ resource, category }: ResourceWithCategory): ResourceSummary {
  return {
    id: resource.id,
    slug: resource.slug,
    title: resource.title,
    description: resource.description ?? '',
    type: resource.type,
    difficulty: resource.difficulty,
    category,
    tags: resource.tags,
    readTime: resource.readTime,
    duration: resource.duration,
    isFeatured: resource.isFeatured,
    publishedAt: resource.publishedAt?.toISOString() ?? null,
    updatedAt: resource.updatedAt.toISOString(),
    hasDownload: downloadFileOf(resource) !== null,
    externalUrl: resource.externalUrl,
  };
}
