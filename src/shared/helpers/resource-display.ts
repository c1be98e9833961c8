/** How resources read in the library: type and level names, time to read or watch, downloads, dates. */
import type { ResourceDifficulty, ResourceType } from '../constants/resources';
import { countWords, readingMinutes } from './reading-time';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, { one: string; many: string }> = {
  guide: { one: 'Guide', many: 'Guides' },
  case_study: { one: 'Case study', many: 'Case studies' },
  whitepaper: { one: 'Whitepaper', many: 'Whitepapers' },
  video: { one: 'Video', many: 'Videos' },
  webinar: { one: 'Webinar', many: 'Webinars' },
  tool: { one: 'Tool', many: 'Tools' },
  api_doc: { one: 'API documentation', many: 'API documentation' },
  glossary: { one: 'Glossary', many: 'Glossaries' },
};

export const RESOURCE_DIFFICULTY_LABELS: Record<ResourceDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Words a reader gets through in a minute of technical text (a common planning figure; people vary widely). */
export const TECHNICAL_WORDS_PER_MINUTE = 200;

/**
 * Whether a reading time says something about a resource of this type: not for videos and webinars (watched, they
 * have a duration) nor for tools and API references (used, not read through).
 */
export function isReadThrough(type: ResourceType): boolean {
  return type !== 'video' && type !== 'webinar' && type !== 'tool' && type !== 'api_doc';
}

/** Minutes to read a Markdown text: code and link targets are not read word by word, so they are left out. */
export function estimateReadMinutes(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ');
  return readingMinutes(countWords(prose), TECHNICAL_WORDS_PER_MINUTE);
}

/** Videos and webinars are watched, everything else is read; nothing when neither is known. */
export function formatResourceTime(resource: {
  type: ResourceType;
  readTime: number | null;
  duration: number | null;
}): string | null {
  const watched = resource.type === 'video' || resource.type === 'webinar';
  if (watched && resource.duration) return `${resource.duration} min watch`;
  if (resource.readTime) return `${resource.readTime} min read`;
  if (resource.duration) return `${resource.duration} min`;
  return null;
}

/** 'Downloaded 3 times'; nothing before the first download (a zero is noise, not information). */
export function formatDownloadCount(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? 'Downloaded once' : `Downloaded ${count.toLocaleString('en-US')} times`;
}

/** 812 -> '812 bytes', 4300 -> '4.2 KB', 2_500_000 -> '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'April 14, 2026'-style dates, the same at build time and in every browser (explicit locale and UTC), so hydration
 * matches the prerendered page.
 */
export function formatResourceDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
