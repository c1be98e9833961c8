/**
 * A status page's custom CSS, made safe to put in its `<style>` element (issue 17, decision 055). The page is public
 * and may run on the installation's own origin, so the CSS must not load anything from elsewhere (a tracking pixel,
 * a font that leaks visitors' addresses), run script (old IE `expression()`, `behavior:`, Firefox's `-moz-binding`,
 * `javascript:` URLs) or close its own element (`</style>`). What is kept is stored: the manager sees it in the answer.
 */

/** Data URIs of these raster types may stay: they load nothing. */
const SAFE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;
/** A relative or root-relative address: no scheme, no authority, none of the characters URL parsers skip or turn into `/`. */
const SAFE_PATH_CHARS = /^[A-Za-z0-9._~!$&'*+,;=:@%/?#()-]*$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a `url()` value may stay: a same-origin path, or a raster data URI. */
function allowedUrl(raw: string): boolean {
  const value = raw.trim().replace(/^(['"])([\s\S]*)\1$/, '$2');
  if (SAFE_DATA_URI.test(value)) return !/[\s"'\\)]/.test(value);
  if (value === '' || !SAFE_PATH_CHARS.test(value)) return false;
  return !value.startsWith('//') && !SCHEME.test(value);
}

/**
 * CSS escapes of letters, digits, `-` and `_` written as the characters: `u\72l(` is `url(` to the browser, and must
 * be to the checks below. Escapes of anything else stay escaped (an escaped `(` is part of a name, not a call).
 */
function decodeNameEscapes(css: string): string {
  return css
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (whole, hex: string) => {
      const char = String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff));
      return /^[A-Za-z0-9_-]$/.test(char) ? char : whole;
    })
    .replace(/\\([g-zG-Z_-])/g, '$1');
}

/** Every `url(...)` checked: a scan, not a pattern (quotes may hold `)`, and a pattern over them backtracks badly). */
function checkUrls(css: string): string {
  const opening = /url\(/gi;
  let out = '';
  let from = 0;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    let end = match.index + match[0].length;
    while (end < css.length && /\s/.test(css[end]!)) end++;
    const quote = css[end] === '"' || css[end] === "'" ? css[end] : undefined;
    if (quote) {
      end++;
      while (end < css.length && css[end] !== quote) end += css[end] === '\\' ? 2 : 1;
      end++;
    }
    const close = css.indexOf(')', Math.min(end, css.length));
    const stop = close === -1 ? css.length : close + 1;
    const value = css.slice(match.index + match[0].length, close === -1 ? css.length : close);
    out += css.slice(from, match.index) + (allowedUrl(value) ? css.slice(match.index, stop) : 'none');
    from = stop;
    opening.lastIndex = stop;
  }
  return out + css.slice(from);
}

/** One pass over the text; repeated until nothing changes, so a removal cannot join two halves into a new threat. */
function pass(css: string): string {
  return (
    checkUrls(
      decodeNameEscapes(
        css
          // `</style>` and any other tag: CSS never needs `<`
          .replace(/</g, '')
          // comments can hide a word from the patterns (`expres/**/sion(`)
          .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ''),
      ).replace(/@import\b[^;]*;?/gi, ''),
    )
      // functions whose plain strings are addresses too
      .replace(/(?:-webkit-)?image-set\s*\(|\bsrc\s*\(/gi, 'removed(')
      .replace(/expression\s*\(/gi, 'removed(')
      .replace(/behavior\s*:/gi, 'removed:')
      .replace(/-moz-binding/gi, 'removed')
      .replace(/(?:java|vb)script\s*:/gi, '')
  );
}

/** The custom CSS as it is kept and served; null when nothing is left. */
export function sanitizeCss(css: string | null): string | null {
  if (css === null) return null;
  let current = css;
  // every pass that changes something removes a threat; one still changing after this many is hostile: keep nothing
  for (let i = 0; i < 1000; i++) {
    const next = pass(current);
    if (next === current) {
      const kept = current.trim();
      return kept === '' ? null : kept;
    }
    current = next;
  }
  return null;
}
