import { Marked, Renderer, type Token } from 'marked';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { countWords } from '../../../shared/helpers/reading-time';

export interface RenderedMarkdown {
  html: string;
  /** Words a reader reads (code included, markup not). */
  words: number;
}

/** A problem in a post's body; the loader adds the file name. */
export class MarkdownContentError extends Error {}

/** Site paths, fragments, http(s) and mailto: nothing that runs (javascript:, data:) and nothing protocol-relative. */
function checkedUrl(url: string, what: string): string {
  if (/^(?:https?:\/\/|mailto:)/i.test(url) || /^#[\w-]*$/.test(url) || /^\/(?!\/)/.test(url)) return url;
  throw new MarkdownContentError(
    `${what} "${url}" is not allowed: use https://, mailto:, a site path (/pricing) or #anchor.`,
  );
}

/** 'Why TTLs matter (and when)' -> 'why-ttls-matter-and-when'. */
export function headingId(text: string): string {
  const id = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id || 'section';
}

/** What a reader reads of rendered HTML: tags and character references dropped. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(?:[a-z]+|#\d+);/gi, '');
}

/** Text of inline tokens without markup (heading ids, word counts). */
function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

/**
 * Renders a post's Markdown body to HTML on the server, so the browser carries no Markdown parser. Headings get ids
 * (unique within the post) for anchors. Content comes only from the repository, but raw HTML in the Markdown is still
 * shown as text rather than passed through: nothing in a post can add markup, scripts or styles the page did not
 * choose. An H1 in the body is an error (the page shows the title as the H1), as are links that are not web, mail
 * or site addresses.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const usedIds = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = headingId(text);
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const marked = new Marked({
    gfm: true,
    // Text after a raw <script>/<pre> tag is marked as not to be escaped; the tag itself is shown as text here, so
    // what follows it is ordinary text and is escaped like any other.
    walkTokens(token) {
      if (token.type === 'text' && 'escaped' in token) token.escaped = false;
    },
    renderer: {
      heading({ tokens, depth }) {
        if (depth === 1)
          throw new MarkdownContentError(
            'The body has an H1 heading ("# ..."); use ## and ### (the page shows the title as the H1).',
          );
        const id = uniqueId(plainText(tokens));
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      html({ text, block }) {
        return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
      },
      link({ href, title, tokens }) {
        const url = checkedUrl(href, 'The link');
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(url)}"${titleAttribute}>${this.parser.parseInline(tokens)}</a>`;
      },
      image({ href, title, text }) {
        const url = checkedUrl(href, 'The image');
        if (!text.trim()) throw new MarkdownContentError(`The image "${href}" has no alternative text.`);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" decoding="async">`;
      },
      table(token) {
        // Wide tables scroll sideways on a phone instead of widening the page.
        return `<div class="table-scroll">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, words: countWords(textOf(html)) };
}
