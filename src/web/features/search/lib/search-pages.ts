import type { SearchEntry } from '../../../../shared/contracts/site-search';

export interface SearchHit {
  entry: SearchEntry;
  score: number;
}

/** Lower case, without accents, so that "securite" finds "sécurité". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      normalize(query)
        .split(/[^a-z0-9.]+/)
        .filter((term) => term.length > 0),
    ),
  ];
}

/** Where a term counts most: the title, then headings, then the description, then the address. */
const WEIGHTS = { title: 10, headings: 4, description: 3, path: 2 } as const;

/**
 * The site search: every term must appear somewhere in a page (title, headings, description or address); pages rank by
 * where the terms appear, a whole-word match counting double. Ties keep the index's order (the site's own order).
 */
export function searchPages(entries: readonly SearchEntry[], query: string): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    const fields = {
      title: normalize(entry.title),
      headings: normalize(entry.headings.join(' \n ')),
      description: normalize(entry.description),
      path: normalize(entry.path),
    };
    let score = 0;
    let all = true;
    for (const term of terms) {
      const word = new RegExp(`(^|[^a-z0-9])${term.replace(/[.]/g, '\\.')}($|[^a-z0-9])`);
      let termScore = 0;
      for (const [field, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
        if (fields[field].includes(term)) termScore += word.test(fields[field]) ? weight * 2 : weight;
      }
      if (termScore === 0) {
        all = false;
        break;
      }
      score += termScore;
    }
    if (all) hits.push({ entry, score });
  }
  return hits.sort((a, b) => b.score - a.score);
}
