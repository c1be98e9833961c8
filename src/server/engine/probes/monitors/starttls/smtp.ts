import { quoted, StartTlsFailure, type MailConversation } from './conversation';
import type { StartTlsDialog } from './types';

/** An SMTP reply: its lines ('250-...' continue, '250 ...' ends) and its code. */
async function reply(conversation: MailConversation): Promise<{ code: string; lines: string[] }> {
  const lines: string[] = [];
  for (;;) {
    const line = await conversation.line();
    lines.push(line);
    if (!/^\d{3}[ -]?/.test(line))
      throw new StartTlsFailure(
        `the server did not answer like an SMTP server (it said ${quoted(line)})`,
        'unexpected',
      );
    if (line[3] !== '-') return { code: line.slice(0, 3), lines };
  }
}

/** RFC 3207: the 220 greeting, EHLO (its reply lists STARTTLS), STARTTLS, then 220 "go ahead". */
export const smtpDialog: StartTlsDialog = {
  protocol: 'smtp',
  async negotiate(conversation) {
    const greeting = await reply(conversation);
    if (greeting.code !== '220')
      throw new StartTlsFailure(
        `the SMTP server turned the connection away (${quoted(greeting.lines.join(' '))})`,
        'refused',
      );
    conversation.send(`EHLO ${conversation.clientLiteral}`);
    const ehlo = await reply(conversation);
    if (ehlo.code !== '250')
      throw new StartTlsFailure(`the SMTP server refused EHLO (${quoted(ehlo.lines.join(' '))})`, 'refused');
    if (!ehlo.lines.some((line) => /^250[ -]STARTTLS\b/i.test(line)))
      throw new StartTlsFailure('the SMTP server does not offer STARTTLS', 'refused');
    conversation.send('STARTTLS');
    const ready = await reply(conversation);
    if (ready.code !== '220')
      throw new StartTlsFailure(`the SMTP server refused STARTTLS (${quoted(ready.lines.join(' '))})`, 'refused');
  },
};
