import { quoted, StartTlsFailure } from './conversation';
import type { StartTlsDialog } from './types';

/** RFC 2595: the `+OK` greeting, STLS, then `+OK`. */
export const pop3Dialog: StartTlsDialog = {
  protocol: 'pop3',
  async negotiate(conversation) {
    const greeting = await conversation.line();
    if (!/^\+OK\b/i.test(greeting)) {
      if (/^-ERR\b/i.test(greeting))
        throw new StartTlsFailure(`the POP3 server turned the connection away (${quoted(greeting)})`, 'refused');
      throw new StartTlsFailure(
        `the server did not answer like a POP3 server (it said ${quoted(greeting)})`,
        'unexpected',
      );
    }
    conversation.send('STLS');
    const answer = await conversation.line();
    if (!/^\+OK\b/i.test(answer))
      throw new StartTlsFailure(`the POP3 server refused STLS (${quoted(answer)})`, 'refused');
  },
};
