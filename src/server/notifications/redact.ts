/**
 * What the delivery log and the API may show of a target. Webhook URLs carry their tokens in the path or the
 * query (Slack: /services/T…/B…/<secret>), so only the host and a first path segment that reads like a word are
 * kept: `hooks.slack.com/services/…`. User info, query and fragment are always dropped.
 */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid URL';
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0];
  // tokens have digits or are long; words like "services", "hooks", "webhook" are safe to show
  const keep = first !== undefined && /^[a-z][a-z_-]{0,23}$/i.test(first) ? `/${first}` : '';
  const more = segments.length > (keep ? 1 : 0) || url.search !== '' ? '/…' : '';
  return `${url.protocol === 'http:' ? 'http://' : ''}${url.host}${keep}${more}`;
}

/** +14155550123 -> +141…0123: enough to recognise one's own number, not enough to read it off the log. */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return `${phone.slice(0, 2)}…`;
  return `${phone.slice(0, 4)}…${phone.slice(-4)}`;
}
