import { displayDomain } from '../../../shared/helpers/domain-name';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { renderScreen } from '../status-subscribers/subscription-screens';
import type { LinkState } from './acknowledge-link.service';
import { ACKNOWLEDGE_LINK_DAYS, ACKNOWLEDGE_PATH } from '../../notifications/acknowledge-token';

/**
 * The screens of an alert e-mail's Acknowledge link (decision 073), server-rendered like the subscription's: no
 * script, never indexed (the address holds the token), every name escaped. The GET screen asks for the button.
 */
export function acknowledgeScreen(state: LinkState, token: string, alertsUrl: string): string {
  const toAlerts = { href: alertsUrl, label: 'Open your alerts' };
  switch (state.kind) {
    case 'invalid':
      return renderScreen({
        title: 'This acknowledge link is not valid',
        paragraphs: ['Check that the whole link was copied from the e-mail, or acknowledge the alert in the app.'],
        link: toAlerts,
      });
    case 'expired':
      return renderScreen({
        title: 'This acknowledge link has expired',
        paragraphs: [
          `Acknowledge links work for ${ACKNOWLEDGE_LINK_DAYS} days. Acknowledge the alert in the app instead.`,
        ],
        link: toAlerts,
      });
    case 'unavailable':
      return renderScreen({
        title: 'You cannot acknowledge this alert',
        paragraphs: ['The alert is gone, or your account may no longer change the alerts of its workspace.'],
        link: toAlerts,
      });
  }
  const { alert } = state;
  // the title names its domain already in most alerts: the domain is added only where it does not
  const domain = displayDomain(alert.domainName);
  const where = [
    alert.title.includes(domain) ? null : domain,
    alert.monitorName ? `monitor ${alert.monitorName}` : null,
  ].filter(Boolean);
  const about = where.length ? `${alert.title} (${where.join(', ')})` : alert.title;
  if (state.kind === 'resolved')
    return renderScreen({
      title: 'This alert is resolved already',
      paragraphs: [about, 'There is nothing to acknowledge.'],
      link: toAlerts,
    });
  if (state.kind === 'acknowledged') {
    const who = alert.acknowledgedBy?.name ?? 'a former member';
    return renderScreen({
      title: state.justNow ? 'Alert acknowledged' : 'This alert is acknowledged already',
      paragraphs: [
        about,
        state.justNow
          ? `Acknowledged by you (${who}). It stays open until the site recovers or someone resolves it; its cause notifies nobody again meanwhile.`
          : `${who} acknowledged it. It stays open until the site recovers or someone resolves it.`,
      ],
      link: toAlerts,
    });
  }
  const action = `${ACKNOWLEDGE_PATH}?token=${encodeURIComponent(token)}`;
  return renderScreen({
    title: 'Acknowledge this alert?',
    paragraphs: [
      about,
      'Acknowledging says you are on it: the alert stays open, and its cause notifies nobody again while it is.',
    ],
    extra: `<form method="post" action="${escapeHtml(action)}"><button class="sw-button" type="submit">Acknowledge</button></form>`,
    link: toAlerts,
  });
}
