import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../../shared/helpers/escape-html';

/** Link targets a page may carry: this site's paths, in-page anchors, web addresses and e-mail. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i;
/** Images only from this site or over HTTPS (the Content-Security-Policy allows no other). */
const SAFE_SRC = /^(?:\/(?!\/)|https:\/\/)/i;

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

export interface RenderedMarkdown {
  html: string;
  /** The h2 sections, in order: an "on this page" list can link to them. */
  outline: { id: string; text: string }[];
}

/**
 * Markdown to HTML for pages of the site, rendered on the server so the browser needs no Markdown parser. The text
 * may come from an admin, so raw HTML is shown as text, links and images are limited to safe schemes, and headings
 * start at h2 (the page's title is its h1). Headings get ids (unique within the document) for links to a section;
 * tables are wrapped so they scroll sideways on a phone, and what scrolls can be reached with the keyboard.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
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
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const level = Math.min(6, Math.max(2, depth));
        const text = stripTags(inner);
        const id = uniqueId(text);
        if (level === 2) outline.push({ id, text: decodeEntities(text) });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (!SAFE_HREF.test(href)) return inner;
        const external = /^https?:\/\//i.test(href);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = external ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (!SAFE_SRC.test(href)) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
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
  return { html, outline };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
