/**
 * A sentence set after a colon or inside another one: "Connection refused" reads "connection refused". Its first
 * letter is lower-cased unless its first word is an abbreviation ("TLS handshake failed", "HTTP 503", "DNS"), which
 * keeps its capitals.
 */
export function midSentence(text: string): string {
  if (/^\p{Lu}[\p{Lu}\d]/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
