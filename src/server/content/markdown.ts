import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../../shared/helpers/escape-html';
import { countWords } from '../../shared/helpers/reading-time';

/** Link targets a page may carry: this site's paths, in-page anchors, web addresses and e-mail. */
const SAFE_HREF = /^(?:\/(?![/\\])|#|https?:\/\/|mailto:)/i;
/** Images only from this site or over HTTPS (the Content-Security-Policy allows no other). */
const SAFE_SRC = /^(?:\/(?![/\\])|https:\/\/)/i;

export interface RenderMarkdownOptions {
  /**
   * `strict` for the repository's own content (blog posts), where a mistake should fail the build: an H1, a link or
   * image address that is not allowed and an image without alternative text throw a MarkdownContentError.
   * `lenient` for text an admin typed, which must render whatever it holds: an H1 becomes an h2, a link to an
   * address that is not allowed keeps only its text, such an image only its alternative text.
   */
  checks: 'strict' | 'lenient';
}

export interface RenderedMarkdown {
  html: string;
  /** The h2 sections, in order: an "on this page" list can link to them. */
  outline: { id: string; text: string }[];
  /** Words a reader reads (code included, markup not). */
  words: number;
}

/** A problem a strict render found in the text; the loader adds the file name. */
export class MarkdownContentError extends Error {}

/** 'Uptime, SLA & SLO' -> 'uptime-sla-slo': the id of a heading, so a section can be linked to. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** What a reader reads of rendered HTML: tags and character references dropped. */
const readableText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&(?:[a-z]+|#\d+);/gi, '');

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : '');

/**
 * Markdown to HTML for the site's pages (blog posts, resources), rendered on the server so the browser needs no
 * Markdown parser. Raw HTML is shown as text, never passed through: nothing in the text can add markup, scripts or
 * styles the page did not choose. Links and images are limited to safe schemes (see RenderMarkdownOptions for what
 * happens to others); links to other sites get rel="noopener noreferrer". Headings start at h2 (the page's title is
 * its h1) and get ids, unique within the document, for links to a section. Tables are wrapped so they scroll sideways
 * on a phone, and what scrolls (tables, code) can be reached with the keyboard.
 */
export function renderMarkdown(markdown: string, { checks }: RenderMarkdownOptions): RenderedMarkdown {
  const strict = checks === 'strict';
  const used = new Map<string, number>();
  const outline: RenderedMarkdown['outline'] = [];
  const uniqueId = (text: string) => {
    const base = headingId(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const marked = new Marked({
    gfm: true,
    async: false,
    // Text after a raw <script>/<pre> tag is marked as not to be escaped; the tag itself is shown as text here, so
    // what follows it is ordinary text and is escaped like any other.
    walkTokens(token) {
      if (token.type === 'text' && 'escaped' in token) token.escaped = false;
    },
    renderer: {
      html({ text, block }: Tokens.HTML | Tokens.Tag) {
        return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        if (depth === 1 && strict)
          throw new MarkdownContentError(
            'The body has an H1 heading ("# ..."); use ## and ### (the page shows the title as the H1).',
          );
        const inner = this.parser.parseInline(tokens);
        const level = Math.max(2, depth);
        const text = decodeEntities(stripTags(inner));
        const id = uniqueId(text);
        if (level === 2) outline.push({ id, text });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (!SAFE_HREF.test(href)) {
          if (strict)
            throw new MarkdownContentError(
              `The link "${href}" is not allowed: use https://, mailto:, a site path (/pricing) or #anchor.`,
            );
          return inner;
        }
        const rel = /^https?:\/\//i.test(href) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(href)}"${titleAttribute(title)}${rel}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (!SAFE_SRC.test(href)) {
          if (strict)
            throw new MarkdownContentError(`The image "${href}" is not allowed: use https:// or a site path (/logo.png).`);
          return escapeHtml(text);
        }
        if (strict && !text.trim()) throw new MarkdownContentError(`The image "${href}" has no alternative text.`);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy" decoding="async">`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = lang?.match(/^[\w+-]+/)?.[0];
        const langClass = language ? ` class="language-${escapeHtml(language)}"` : '';
        return `<pre tabindex="0"><code${langClass}>${escapeHtml(text)}</code></pre>\n`;
      },
      table(token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td') => {
          const align = c.align ? ` style="text-align:${c.align}"` : '';
          return `<${tag}${align}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        };
        const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`).join('\n');
        return `<div class="table-scroll" tabindex="0"><table>\n<thead>\n${head}\n</thead>\n<tbody>\n${rows}\n</tbody>\n</table></div>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, outline, words: countWords(readableText(html)) };
}
