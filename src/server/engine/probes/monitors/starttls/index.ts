import type { Socket } from 'node:net';
import type { StartTlsProtocol } from '../../../../../shared/constants/monitors';
import { converse } from './conversation';
import { imapDialog } from './imap';
import { pop3Dialog } from './pop3';
import { smtpDialog } from './smtp';
import type { StartTlsDialog } from './types';

export { StartTlsFailure } from './conversation';

/** The STARTTLS dialogs by protocol: adding one is its file and its line here. */
export const STARTTLS_DIALOGS: Readonly<Record<StartTlsProtocol, StartTlsDialog>> = {
  smtp: smtpDialog,
  imap: imapDialog,
  pop3: pop3Dialog,
};

/**
 * Speaks the protocol on a connected plain socket until the server agrees to start TLS, then leaves the socket paused
 * and unread for tls.connect({ socket }). Throws StartTlsFailure (in words) or the socket's error; the caller's timer
 * bounds it by destroying the socket.
 */
export async function negotiateStartTls(socket: Socket, protocol: StartTlsProtocol): Promise<void> {
  const conversation = converse(socket);
  try {
    await STARTTLS_DIALOGS[protocol].negotiate(conversation);
  } catch (error) {
    conversation.release(false);
    throw error;
  }
  conversation.release(true);
}
