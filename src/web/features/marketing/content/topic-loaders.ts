import type { TopicPagePath } from '../../../../shared/marketing-routes';
import type { TopicContent } from './types';

type Group = Record<string, TopicContent>;

/** Each group of pages is its own chunk: a visitor to one page downloads the text of its group only. */
const GROUPS: ReadonlyArray<{ prefix: string; load: () => Promise<Group> }> = [
  { prefix: '/for/', load: async () => (await import('./audiences-for')).FOR_PAGES },
  { prefix: '/use-cases/', load: async () => (await import('./audiences-use-cases')).USE_CASE_PAGES },
  { prefix: '/solutions/', load: async () => (await import('./audiences-solutions')).SOLUTION_PAGES },
  { prefix: '/industries/', load: async () => (await import('./audiences-industries')).INDUSTRY_PAGES },
  { prefix: '/', load: async () => (await import('./products')).PRODUCT_PAGES },
];

export async function loadTopic(path: TopicPagePath): Promise<TopicContent> {
  const group = GROUPS.find(({ prefix }) => path.startsWith(prefix));
  const content = group ? (await group.load())[path] : undefined;
  if (!content) throw new Error(`No content for ${path}`);
  return content;
}
