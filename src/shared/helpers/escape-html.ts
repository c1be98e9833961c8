const REPLACEMENTS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for element content and quoted attribute values. The output is also well-formed XML (a numeric
 * reference for the apostrophe, which HTML 4 lacked as a named one), so feeds and the sitemap use it too.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => REPLACEMENTS[char] ?? char);
}

/** Characters XML 1.0 does not allow at all, not even as references (escaping cannot save them). */
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** Half of a UTF-16 surrogate pair: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_XML = new RegExp(`${NOT_XML_CHARACTER.source}|${LONE_SURROGATE.source}`, 'g');

/**
 * Text for an XML document (feeds, SVG badges): escaped, and without the characters XML 1.0 cannot hold, so text
 * stored before names refused them (or from anywhere else) never makes the document malformed.
 */
export function escapeXml(text: string): string {
  return escapeHtml(text.replace(NOT_XML, ''));
}
