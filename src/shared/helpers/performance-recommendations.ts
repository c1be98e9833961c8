/** SPEC §9.4: what to do about a weak vital or a low score; each recommendation shows its first 3 tips. */
import { PERFORMANCE_RECOMMEND_BELOW } from './performance-display';
import type { VitalRating } from './web-vitals-rating';

export type RecommendationTopic = 'lcp' | 'inp' | 'cls' | 'score';

export interface PerformanceRecommendation {
  topic: RecommendationTopic;
  title: string;
  tips: string[];
}

export const TIPS_SHOWN = 3;

// Ordered by how much they usually help; only the first TIPS_SHOWN are shown.
const ADVICE: Record<RecommendationTopic, { title: string; tips: readonly string[] }> = {
  lcp: {
    title: 'Speed up the largest paint (LCP)',
    tips: [
      'Serve the main image or heading early: preload the hero image and avoid lazy-loading it.',
      'Cut server response time with caching or a CDN so the HTML arrives sooner.',
      'Remove or defer render-blocking CSS and JavaScript in the page head.',
      'Compress images and serve modern formats such as AVIF or WebP at the displayed size.',
    ],
  },
  inp: {
    title: 'Respond faster to interactions (INP)',
    tips: [
      'Break long JavaScript tasks into smaller ones so the page can react between them.',
      'Defer or remove third-party scripts that run on the main thread.',
      'Do less work in event handlers: update what the user sees first, the rest afterwards.',
      'Avoid large, deep DOM trees that make every re-render slow.',
    ],
  },
  cls: {
    title: 'Stop the layout from shifting (CLS)',
    tips: [
      'Give images, videos and embeds width and height attributes or an aspect ratio.',
      'Reserve space for ads, banners and anything injected after load.',
      'Load web fonts with font-display: optional or a size-matched fallback.',
      'Animate with transform instead of properties that move other content.',
    ],
  },
  score: {
    title: 'Raise the overall performance score',
    tips: [
      'Ship less JavaScript: split bundles by route and drop unused libraries.',
      'Enable text compression (Brotli or gzip) and long cache lifetimes for static files.',
      'Audit third parties and keep only those that earn their cost.',
      'Run Analyze Performance after each change to see what moved.',
    ],
  },
};

export interface RecommendationInput {
  lcp: VitalRating | null;
  inp: VitalRating | null;
  cls: VitalRating | null;
  avgPerformanceScore: number | null;
}

const weak = (rating: VitalRating | null) => rating === 'needs-improvement' || rating === 'poor';

/** Recommendations for vitals at needs-improvement or poor, and for an average score below 70. */
export function performanceRecommendations(input: RecommendationInput): PerformanceRecommendation[] {
  const topics: RecommendationTopic[] = [];
  if (weak(input.lcp)) topics.push('lcp');
  if (weak(input.inp)) topics.push('inp');
  if (weak(input.cls)) topics.push('cls');
  if (input.avgPerformanceScore !== null && input.avgPerformanceScore < PERFORMANCE_RECOMMEND_BELOW)
    topics.push('score');
  return topics.map((topic) => ({ topic, title: ADVICE[topic].title, tips: ADVICE[topic].tips.slice(0, TIPS_SHOWN) }));
}
