import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * Long-form text the server rendered from Markdown (src/server/content/markdown.ts: raw HTML escaped, links limited to
 * safe schemes), styled once for every article-like page. Links to this site's pages open inside the app instead of
 * reloading it; everything else (downloads, /api, other sites, in-page anchors) behaves as a plain link.
 */
export function ProseHtml({ html, className }: { html: string; className?: string }) {
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
      className={cn(
        'max-w-none text-base leading-7 text-fg-muted',
        '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-fg',
        '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg',
        '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-fg',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5',
        '[&_li>ul]:mt-1.5 [&_li>ol]:mt-1.5 [&_li::marker]:text-fg-subtle',
        '[&_strong]:font-semibold [&_strong]:text-fg',
        '[&_a]:font-medium [&_a]:text-accent-text [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-fg',
        '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-line [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6',
        '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
        '[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-accent/40 [&_blockquote]:pl-4 [&_blockquote]:text-fg',
        '[&_hr]:my-10 [&_hr]:border-line',
        '[&_.table-scroll]:mt-5 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-line',
        '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm',
        '[&_th]:border-b [&_th]:border-line [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-fg',
        '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
        '[&_tr:last-child_td]:border-b-0',
        '[&_input[type=checkbox]]:mr-2 [&_input[type=checkbox]]:align-middle',
        '[&>*:first-child]:mt-0',
        className,
      )}
      // The server rendered and sanitised this HTML (src/server/content/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
