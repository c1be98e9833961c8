const REPLACEMENTS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for element content and quoted attribute values. The output is also well-formed XML (a numeric
 * reference for the apostrophe, which HTML 4 lacked as a named one), so feeds and the sitemap use it too.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => REPLACEMENTS[char] ?? char);
}
