import { escapeHtml } from '../../../../shared/helpers/escape-html';
import { renderPublicDocument } from './document';

/** The screens of a page a visitor may not see yet, and of a page that does not exist. Never indexed. */

export function passwordPage(name: string, unlockPath: string, error: string | null): string {
  const body = [
    '<div class="sw-wrap"><main class="sw-card" style="max-width:26rem;margin:3rem auto">',
    `<h1 style="font-size:1.25rem;margin-top:0">${escapeHtml(name)}</h1>`,
    '<p class="sw-muted">This status page is private. Enter its password to see it.</p>',
    error ? `<p role="alert" style="color:var(--critical)">${escapeHtml(error)}</p>` : '',
    `<form method="post" action="${escapeHtml(unlockPath)}">`,
    '<label for="sw-password">Password</label><br>',
    `<input class="sw-input" id="sw-password" name="password" type="password" required autocomplete="current-password" style="width:100%;margin:.25rem 0 .75rem"${error ? ' aria-invalid="true" autofocus' : ''}>`,
    '<button class="sw-button" type="submit">View status</button></form></main></div>',
  ].join('');
  return renderPublicDocument({ title: `${name} status`, description: 'A private status page.', body, noindex: true });
}

export function membersOnlyPage(name: string, signInUrl: string): string {
  const body = [
    '<div class="sw-wrap"><main class="sw-card" style="max-width:26rem;margin:3rem auto">',
    `<h1 style="font-size:1.25rem;margin-top:0">${escapeHtml(name)}</h1>`,
    '<p>This status page is for members of its workspace only.</p>',
    `<p><a class="sw-button" href="${escapeHtml(signInUrl)}">Sign in</a></p></main></div>`,
  ].join('');
  return renderPublicDocument({ title: `${name} status`, description: 'A private status page.', body, noindex: true });
}

export function notFoundPage(): string {
  const body = [
    '<div class="sw-wrap"><main class="sw-card" style="max-width:26rem;margin:3rem auto">',
    '<h1 style="font-size:1.25rem;margin-top:0">Status page not found</h1>',
    '<p>There is no status page at this address. Check the link, or ask whoever gave it to you.</p>',
    '<p><a href="/">Sitewarden home</a></p></main></div>',
  ].join('');
  return renderPublicDocument({
    title: 'Status page not found',
    description: 'No status page at this address.',
    body,
    noindex: true,
  });
}
