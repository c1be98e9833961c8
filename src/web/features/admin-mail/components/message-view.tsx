import { useState } from 'react';
import type { OutboxMessage } from '../../../../shared/contracts/admin-mail';
import { SegmentedControl } from '../../../components/ui/segmented-control';

type Part = 'html' | 'text';
const PARTS = [
  { value: 'html', label: 'HTML' },
  { value: 'text', label: 'Text' },
] as const;

const NEW_TAB = '<base target="_blank">';

/** The message's HTML with links opening in a new tab: the `<base>` inside its head (before it, a doctype would not count). */
function withLinksInNewTab(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return NEW_TAB + html;
  const end = head.index + head[0].length;
  return html.slice(0, end) + NEW_TAB + html.slice(end);
}

/**
 * The HTML part in a sandboxed frame: no scripts, no access to this page, and links open in a new tab, so that an
 * administrator can follow a sign-up or reset link as its recipient would.
 */
function HtmlPart({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={withLinksInNewTab(html)}
      className="h-[32rem] w-full rounded-md border border-line bg-white"
    />
  );
}

/** One outbox message as its recipient would read it: headers, then the HTML part or the text part. */
export function MessageView({ message }: { message: OutboxMessage }) {
  const [part, setPart] = useState<Part>(message.html ? 'html' : 'text');
  const sent = new Date(message.createdAt);
  return (
    <article aria-label={`Message: ${message.subject}`} className="grid min-w-0 gap-4">
      <header className="grid gap-1">
        <h2 className="text-lg font-semibold tracking-tight break-words text-fg">{message.subject}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-fg-muted">To</dt>
          <dd className="min-w-0 break-all text-fg">{message.to}</dd>
          <dt className="text-fg-muted">From</dt>
          <dd className="min-w-0 break-all text-fg">{message.from}</dd>
          <dt className="text-fg-muted">Kept</dt>
          <dd className="text-fg">
            <time dateTime={message.createdAt}>{sent.toLocaleString()}</time>
          </dd>
        </dl>
      </header>
      {message.html && message.text ? (
        <SegmentedControl label="Message part" value={part} onValueChange={setPart} options={PARTS} />
      ) : null}
      {part === 'html' && message.html ? (
        <HtmlPart html={message.html} title={`${message.subject} (HTML)`} />
      ) : (
        <pre className="max-h-[32rem] overflow-auto rounded-md border border-line bg-muted p-4 text-sm whitespace-pre-wrap break-words text-fg">
          {message.text ?? ''}
        </pre>
      )}
    </article>
  );
}
