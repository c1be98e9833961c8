import type { DeliveredMessageView } from '../../../../shared/contracts/admin-deliveries';

const preClasses =
  'max-h-[24rem] overflow-auto rounded-md border border-line bg-muted p-3 text-xs whitespace-pre-wrap break-words text-fg';

/**
 * A kept message as the channel rendered it. E-mail HTML only inside a frame with every sandbox restriction (no
 * scripts, no forms, no links out, no access to this page): never in the page itself. Text and JSON bodies are
 * text, escaped by React.
 */
export function DeliveredMessageBody({ message }: { message: DeliveredMessageView | null }) {
  if (!message)
    return (
      <p className="text-sm text-fg-muted">
        No message was kept for this delivery (it predates kept messages, or nothing was rendered).
      </p>
    );
  return (
    <div className="grid min-w-0 gap-3">
      {message.subject ? (
        <p className="text-sm break-words">
          <span className="text-fg-muted">Subject: </span>
          <span className="font-medium text-fg">{message.subject}</span>
        </p>
      ) : null}
      {message.html ? (
        <iframe
          title={`Rendered e-mail${message.subject ? `: ${message.subject}` : ''}`}
          sandbox=""
          srcDoc={message.html}
          className="h-80 w-full rounded-md border border-line bg-white"
        />
      ) : null}
      {message.text ? (
        <section aria-label="Text" className="grid gap-1">
          <h3 className="text-xs font-medium text-fg-muted">Text</h3>
          <pre className={preClasses}>{message.text}</pre>
        </section>
      ) : null}
      {message.body !== undefined ? (
        <section aria-label="JSON body" className="grid gap-1">
          <h3 className="text-xs font-medium text-fg-muted">JSON body</h3>
          <pre className={preClasses}>{JSON.stringify(message.body, null, 2)}</pre>
        </section>
      ) : null}
    </div>
  );
}
