/**
 * C0 control characters (U+0000-U+001F, tab and line breaks included) and DEL. A name (a status page's, a
 * component's, a monitor's, an incident's or a window's title) is one line of text shown in HTML, SVG badges, feeds
 * and e-mail subjects: none of them has a use for these, and XML 1.0 refuses most of them outright.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Names may not contain control characters such as tabs or line breaks';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
