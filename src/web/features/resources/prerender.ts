import { RESOURCE_PAGE_SIZE_MAX } from '../../../shared/constants/resources';
import type { ResourcePage } from '../../../shared/contracts/resources';
import type { DynamicPathSource } from '../../prerender/dynamic-paths';

/**
 * Every published resource's page, rendered at build time. `/resources/:slug` is not declared fully prerendered:
 * resources an admin publishes later are served the app shell by the server (which answers 404 for slugs that are no
 * resource at all), so the pattern stays open.
 */
export const resourcePathSource: DynamicPathSource = {
  name: 'resources',
  patterns: [],
  async list(api) {
    const paths = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = await api<ResourcePage>(`/api/resources?pageSize=${RESOURCE_PAGE_SIZE_MAX}&page=${page}`);
      pages = answer.totalPages;
      paths.push(
        ...answer.data.map((resource) => ({ path: `/resources/${resource.slug}`, lastModified: resource.updatedAt })),
      );
    }
    return paths;
  },
};
