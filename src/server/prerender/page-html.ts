import { BOOT_SCRIPT, BOOT_STYLE } from '../../shared/prerender/boot-script';
import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import { PAYMENTS_PLACEHOLDER } from '../../shared/prerender/site-payments';
import type { RenderedPage } from '../../shared/prerender/types';

/**
 * Every page, prerendered or the app shell, carries the boot script (theme, session hint) first in <head>, and
 * <html data-origin> that the server fills with PUBLIC_URL and <html data-payments> with whether it takes payments (see
 * src/shared/prerender).
 */
export function withBoot(template: string): string {
  if (template.includes(BOOT_SCRIPT)) return template;
  return template
    .replace(
      '<html lang="en">',
      `<html lang="en" data-origin="${ORIGIN_PLACEHOLDER}" data-payments="${PAYMENTS_PLACEHOLDER}">`,
    )
    .replace('<head>', () => `<head>\n    <script>${BOOT_SCRIPT}</script>\n    <style>${BOOT_STYLE}</style>`);
}

/**
 * Puts a rendered page into the built index.html: its own title, description, canonical and Open Graph tags in
 * <head>, its markup in #root (marked for hydration), the query data it rendered with, and its script: the app's
 * entry for app-like pages, else the islands entry (`islandsEntry`, its address; decision 046). The JSON is a data block,
 * never executed, so the Content-Security-Policy needs no exception for it.
 */
export function pageHtml(template: string, page: RenderedPage, islandsEntry: string): string {
  const rootAttributes = page.sessionDependent ? ' data-prerendered data-session-dependent' : ' data-prerendered';
  // Only the app hydrates with the build's data; islands bring none.
  const state =
    page.state && page.script === 'app'
      ? `\n    <script type="application/json" id="sw-query-state">${escapeForScript(page.state)}</script>`
      : '';
  // The page's own title and description replace the site's default ones (kept for a page that renders none).
  const ownTitle = page.head.includes('<title>');
  const ownDescription = page.head.includes('<meta name="description"');
  return withBoot(template)
    .replace(/\s*<title>[\s\S]*?<\/title>/, (tag) => (ownTitle ? '' : tag))
    .replace(/\s*<meta\s+name="description"[^>]*>/, (tag) => (ownDescription ? '' : tag))
    .replace(/(<meta\s+name="viewport"[^>]*>)/, `$1\n    ${page.head}`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root"${rootAttributes}>${page.body}</div>${state}`)
    .replace(MODULE_SCRIPTS, (tags) =>
      page.script === 'islands' ? `\n    <script type="module" crossorigin src="${islandsEntry}"></script>` : tags,
    );
}

/** The app's entry and the chunks it imports: one <script type="module"> each in the built index.html. */
const MODULE_SCRIPTS = /(?:\s*<script type="module"[^>]*><\/script>)+/;

/**
 * Asks for the Latin text font together with the stylesheet instead of after it: text then appears in its final face
 * sooner, without the shift a late font swap causes. `font` is the built file's address, e.g. /assets/inter-latin-….woff2.
 */
export function withFontPreload(template: string, font: string | undefined): string {
  if (!font || template.includes(font)) return template;
  return template.replace(
    /(\s*)(<link rel="stylesheet"[^>]*>)/,
    (_all, space: string, link: string) =>
      `${space}<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">${space}${link}`,
  );
}

/** The address of the Latin text font the built stylesheet uses, if any. */
export function latinFontOf(css: string): string | undefined {
  return /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
}

/** Keeps JSON from closing its <script> element or breaking old parsers. */
function escapeForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
