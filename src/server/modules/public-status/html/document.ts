import { escapeHtml } from '../../../../shared/helpers/escape-html';
import { BASE_CSS } from './base-css';

/**
 * The HTML document every server-rendered public status screen shares (the status page, its private-page form,
 * the subscription screens): real HTML for crawlers and no-JS visitors, the page's theme, no app scripts.
 * Everything passed as text is escaped here; `body`, `head` and `css` are HTML/CSS the caller built (and escaped).
 */
export interface PublicDocument {
  title: string;
  description: string;
  /** Absolute URL; omitted on screens that must not be indexed (tokens in their address). */
  canonicalUrl?: string;
  /** Already-escaped HTML. */
  body: string;
  /** Extra head markup the caller built (feeds' alternate links, the page's theme variables). */
  head?: string;
  /** The page's own stylesheet after the base one (sanitised custom CSS, theme variables). */
  css?: string;
  faviconUrl?: string | null;
  /** The page's colour scheme; the visitor's system setting by default. */
  mode?: 'light' | 'dark' | 'system';
  /** Script addresses (same origin), loaded as modules: deferred, and their top-level names stay their own. */
  scripts?: string[];
  noindex?: boolean;
  lang?: string;
}

export function renderPublicDocument(doc: PublicDocument): string {
  const mode = doc.mode ?? 'system';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    `<meta name="description" content="${escapeHtml(doc.description)}">`,
    doc.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(doc.canonicalUrl)}">` : '',
    doc.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta name="color-scheme" content="${mode === 'system' ? 'light dark' : mode}">`,
    // without one of the page's own, an empty icon: the browser's /favicon.ico request would 404 (a console error)
    `<link rel="icon" href="${doc.faviconUrl ? escapeHtml(doc.faviconUrl) : 'data:,'}">`,
    `<style>${BASE_CSS}</style>`,
    doc.css ? `<style>${doc.css}</style>` : '',
    doc.head ?? '',
    ...(doc.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ]
    .filter(Boolean)
    .join('');
  return `<!doctype html><html lang="${escapeHtml(doc.lang ?? 'en')}" data-mode="${mode}"><head>${head}</head><body>${doc.body}</body></html>`;
}
