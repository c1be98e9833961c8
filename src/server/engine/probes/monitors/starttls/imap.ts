import { quoted, StartTlsFailure } from './conversation';
import type { StartTlsDialog } from './types';

const TAG = 'a1';

/** RFC 3501: the `* OK` greeting, `a1 STARTTLS`, then the tagged `a1 OK` (untagged lines before it are skipped). */
export const imapDialog: StartTlsDialog = {
  protocol: 'imap',
  async negotiate(conversation) {
    const greeting = await conversation.line();
    if (!/^\* (OK|PREAUTH)\b/i.test(greeting)) {
      if (/^\* BYE\b/i.test(greeting))
        throw new StartTlsFailure(`the IMAP server turned the connection away (${quoted(greeting)})`, 'refused');
      throw new StartTlsFailure(
        `the server did not answer like an IMAP server (it said ${quoted(greeting)})`,
        'unexpected',
      );
    }
    conversation.send(`${TAG} STARTTLS`);
    for (;;) {
      const line = await conversation.line();
      if (line.startsWith('* ')) continue;
      if (new RegExp(`^${TAG} OK\\b`, 'i').test(line)) return;
      throw new StartTlsFailure(`the IMAP server refused STARTTLS (${quoted(line)})`, 'refused');
    }
  },
};
