import { statusPageMessages } from '../../../shared/contracts/status-pages';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { renderPublicDocument } from '../public-status/html/document';
import { pagePath, UNSUBSCRIBE_PATH } from './subscriber-mail';
import type { UnsubscribeTarget } from './status-subscribers.service';

/**
 * The server-rendered screens of the subscription (decision 053): what a no-JS form post, a confirmation link and
 * an unsubscribe link open. Never indexed (their addresses hold tokens), no scripts; every name escaped.
 */
interface Screen {
  title: string;
  /** Plain text paragraphs. */
  paragraphs: string[];
  /** Already-escaped HTML after the paragraphs (the unsubscribe button). */
  extra?: string;
  link?: { href: string; label: string };
}

export function renderScreen(screen: Screen): string {
  const body = `<main class="sw-wrap"><div class="sw-card">
<h1>${escapeHtml(screen.title)}</h1>
${screen.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${screen.extra ?? ''}
${screen.link ? `<p><a href="${escapeHtml(screen.link.href)}">${escapeHtml(screen.link.label)}</a></p>` : ''}
</div></main>`;
  return renderPublicDocument({ title: screen.title, description: screen.title, body, noindex: true });
}

const backTo = (slug: string | undefined) =>
  slug ? { href: pagePath(slug), label: 'Back to the status page' } : undefined;

export const subscribeAcceptedScreen = (slug: string) =>
  renderScreen({ title: 'Check your inbox', paragraphs: [statusPageMessages.subscribeAccepted], link: backTo(slug) });

/** A refused form post (bad address, limits, a page without subscriptions): the reason and the way back. */
export const subscribeRefusedScreen = (message: string, slug: string | undefined) =>
  renderScreen({ title: 'The subscription did not go through', paragraphs: [message], link: backTo(slug) });

/**
 * GET of a confirmation link: the button that confirms. Mail scanners and link previews open links nobody clicked; a
 * subscription starts only when its owner presses it (a POST to the same address).
 */
export function confirmAskScreen(target: { slug: string; pageName: string }, token: string): string {
  const action = `${pagePath(target.slug)}/confirm?token=${encodeURIComponent(token)}`;
  return renderScreen({
    title: `Confirm your subscription to ${target.pageName}`,
    paragraphs: [
      `Press the button to receive e-mail about incidents and scheduled maintenance of ${target.pageName}.`,
      'If you did not ask for this, close this page: nothing is sent until you confirm.',
    ],
    extra: `<form method="post" action="${escapeHtml(action)}"><button class="sw-button" type="submit">Confirm subscription</button></form>`,
    link: backTo(target.slug),
  });
}

export const confirmExpiredScreen = (slug: string) =>
  renderScreen({
    title: 'This link has expired',
    paragraphs: ['Confirmation links work for 7 days. Subscribe again on the status page to get a new one.'],
    link: { href: pagePath(slug), label: 'Subscribe again' },
  });

export const confirmUnknownScreen = (slug: string | undefined) =>
  renderScreen({
    title: 'This confirmation link is not valid',
    paragraphs: [
      'It may have been used already: if you confirmed your subscription, you are subscribed and nothing more is needed.',
      'Otherwise subscribe again on the status page to get a new link.',
    ],
    link: backTo(slug),
  });

export function verifySuccessScreen(pageName: string | undefined, slug: string | undefined): string {
  const what = pageName ? `updates of ${pageName}` : 'status page updates';
  return renderScreen({
    title: 'Subscription confirmed',
    paragraphs: [
      `You will receive ${what} by e-mail: new incidents, their updates and resolution, and scheduled maintenance.`,
      'Every e-mail has an unsubscribe link at the bottom; one click ends the subscription.',
    ],
    link: pageName ? backTo(slug) : undefined,
  });
}

export const unsubscribedScreen = (target: UnsubscribeTarget) =>
  renderScreen({
    title: 'You are unsubscribed',
    paragraphs: [
      `You will no longer receive e-mail from ${target.pageName}. You can subscribe again on the status page at any time.`,
    ],
    link: backTo(target.pageSlug),
  });

/** GET of an unsubscribe link: asks for the click, because mail scanners open links without anyone reading them. */
export function unsubscribeAskScreen(target: UnsubscribeTarget, token: string): string {
  if (target.alreadyUnsubscribed) return unsubscribedScreen(target);
  const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  return renderScreen({
    title: `Unsubscribe from ${target.pageName}`,
    paragraphs: [`You will no longer receive e-mail about incidents and maintenance of ${target.pageName}.`],
    extra: `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button class="sw-button" type="submit">Unsubscribe</button></form>`,
    link: backTo(target.pageSlug),
  });
}

export const unsubscribeUnknownScreen = () =>
  renderScreen({
    title: 'This unsubscribe link is not valid',
    paragraphs: [
      'Check that the whole link was copied from the e-mail. If the page manager removed your address, you receive nothing from it any more.',
    ],
  });
