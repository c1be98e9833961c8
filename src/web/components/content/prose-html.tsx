import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * Typography for HTML rendered from Markdown, written as descendant variants so nothing global changes: block
 * spacing from the element before, and the renderer's scrollers (.table-scroll, pre) scrolling inside the column on
 * a phone. The article size reads long text (a little larger from the sm breakpoint, headings clear of the sticky
 * header when linked to); the compact one sits in a list (an incident update's text).
 */
const SIZES = {
  article: cn(
    'text-base leading-7 sm:text-[1.0625rem] sm:leading-8 [&>*+*]:mt-5',
    '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-balance',
    '[&_h3]:mt-9 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:leading-snug [&_h3]:font-semibold',
    '[&_h4]:mt-7 [&_h4]:font-semibold',
  ),
  compact: cn(
    'text-sm leading-6 [&>*+*]:mt-2',
    '[&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold',
  ),
};

const PROSE_STYLES = cn(
  'text-fg [&>*:first-child]:mt-0',
  '[&_a]:font-medium [&_a]:text-accent-text [&_a]:underline [&_a]:decoration-accent-text/40 [&_a]:underline-offset-2 [&_a:hover]:decoration-accent-text',
  '[&_strong]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_li::marker]:text-fg-subtle',
  '[&_input[type=checkbox]]:mr-2 [&_input[type=checkbox]]:align-middle',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent/40 [&_blockquote]:pl-4 [&_blockquote]:text-fg-muted',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-px [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:break-words',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-line [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em] [&_pre_code]:break-normal',
  '[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-line',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6',
  '[&_th]:border-b [&_th]:border-line-strong [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:align-bottom',
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tr:last-child>td]:border-b-0',
  '[&_hr]:my-10 [&_hr]:border-line',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
);

/**
 * Text the server rendered from Markdown (src/server/content/markdown.ts: raw HTML escaped, links limited to safe
 * schemes), styled once: article-like pages (blog posts, resources) and, compact, incident updates. Links to this site's pages
 * open inside the app instead of reloading it; everything else (downloads, /api, other sites, in-page anchors)
 * behaves as a plain link.
 */
export function ProseHtml({
  html,
  className,
  size = 'article',
}: {
  html: string;
  className?: string;
  size?: keyof typeof SIZES;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Clicks bubble up from the links inside (pressing Enter on a link fires the same click).
    <div
      onClick={onClick}
      className={cn(PROSE_STYLES, SIZES[size], className)}
      // The server rendered and sanitised this HTML (src/server/content/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
