import type { StartTlsProtocol } from '../../../../../shared/constants/monitors';
import type { MailConversation } from './conversation';

/**
 * One mail protocol's way to STARTTLS (one file per protocol; index.ts is the registry). `negotiate` reads the
 * greeting, asks for TLS and resolves once the server said it may begin, or throws a StartTlsFailure in words.
 */
export interface StartTlsDialog {
  protocol: StartTlsProtocol;
  negotiate(conversation: MailConversation): Promise<void>;
}
