import { PAGE_INDICATOR_LABELS, PAGE_INDICATOR_TONES } from '../../../shared/helpers/component-state';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import { BASE_CSS } from './html/base-css';
import { themeMode } from './html/status-page-html';
import type { StatusPageModel } from './status-page-model';

/** The widget may be framed anywhere (that is its use); it runs no script and loads nothing. */
export const WIDGET_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors *; base-uri 'none'; form-action 'none'";

const WIDGET_CSS =
  '.w{display:flex;align-items:center;gap:.5rem;padding:.5rem .75rem;border:1px solid var(--border);border-radius:.5rem;background:var(--surface);font-size:.875rem}' +
  '.dot{width:.75rem;height:.75rem;border-radius:50%;background:var(--tone);flex:none}' +
  '.t-healthy{--tone:var(--healthy)}.t-warning{--tone:var(--warning)}.t-partial{--tone:var(--partial)}.t-critical{--tone:var(--critical)}.t-info{--tone:var(--info)}' +
  // the block is the link: text in the page's colours, the name underlined on hover
  'a.w{color:inherit;text-decoration:none}a.w:hover .n{text-decoration:underline}.n{font-weight:600;font-size:inherit;margin:0}' +
  '.s{margin:0}body{background:transparent}';

/**
 * The framed block: the page's name (the frame's heading), its indicator in words and colour, a link to the page (in
 * a new tab).
 */
export function widgetHtml(model: StatusPageModel, pageUrl: string): string {
  const tone = PAGE_INDICATOR_TONES[model.indicator];
  const mode = themeMode(model.page.theme);
  return [
    `<!doctype html><html lang="en" data-mode="${mode}"><head><meta charset="utf-8"><meta name="robots" content="noindex">`,
    // an empty icon: opened on its own, the widget would otherwise ask for /favicon.ico and log its 404
    `<title>${escapeHtml(`${model.page.name} status`)}</title><link rel="icon" href="data:,"><style>${BASE_CSS}${WIDGET_CSS}</style></head><body>`,
    // a landmark and a heading (the page's name): screen readers list the frame's region and jump to its heading
    `<main><a class="w t-${tone}" href="${escapeHtml(pageUrl)}" target="_blank" rel="noopener">`,
    `<span class="dot" aria-hidden="true"></span><div><h1 class="n">${escapeHtml(model.page.name)}</h1>`,
    `<p class="s">${PAGE_INDICATOR_LABELS[model.indicator]}</p></div></a></main></body></html>`,
  ].join('');
}

/**
 * The snippet users paste (`<script src=".../widget.js" async></script>`): puts the widget's frame right after its
 * own tag, addressed from the script's own URL so it works on the installation's host and on a page's own domain.
 */
export function widgetScript(pageName: string): string {
  const title = JSON.stringify(`${pageName} status`).replace(/</g, '\\u003c');
  return (
    `(function(){var s=document.currentScript;if(!s||!s.parentNode)return;var f=document.createElement("iframe");` +
    // widget.js sits beside the widget: its address without ".js"
    `f.src=s.src.replace(/\\.js(\\?.*)?$/,"");` +
    `f.title=${title};f.loading="lazy";f.style.cssText="border:0;width:100%;max-width:320px;height:64px;color-scheme:normal";` +
    `s.parentNode.insertBefore(f,s.nextSibling);})();\n`
  );
}
