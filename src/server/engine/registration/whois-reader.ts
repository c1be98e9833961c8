/** One 'label: value' fact of a WHOIS answer, whatever the layout it was written in. */
export interface WhoisEntry {
  /** Normalised label (see normaliseLabel): 'Expiry Date', 'expiry-date' and 'expiry_date' all read 'expiry date'. */
  label: string;
  value: string;
  /** The block the line sits in ('registrar' for .it's "Registrar\n  Organization: ..."), normalised; null at top level. */
  section: string | null;
}

export interface ReaderOptions {
  /** Block headers whose following unindented 'key: value' lines belong to them (.ee: "Registrar:" then "name: ..."). */
  sections: ReadonlySet<string>;
  /** Labels a value may follow without a colon ('Record expires on 2020-01-01', .sk 'Valid Until   2020-01-01'). */
  known: ReadonlySet<string>;
}

// First keys of RIPE-style objects that describe something other than the domain (a contact, the registrar):
// a paragraph that starts with one of them is read as that object's block.
const OBJECT_KEYS = new Set([
  'registrar',
  'contact',
  'person',
  'role',
  'nic hdl',
  'nic hdl br',
  'nsset',
  'keyset',
  'organisation',
  'organization',
  'holder',
  'owner c',
  'ns list',
  'key',
]);

const MAX_TEXT = 256 * 1024;
const MAX_LABEL = 80;

interface Header {
  label: string;
  indent: number;
  /** Unindented label lines after it belong to it (bracket headers, known block names). */
  flat: boolean;
  /** Lines read into it so far; a header with none survives a blank line ("Current Nameservers:\n\n   ns1..."). */
  lines: number;
  /** Written as 'Label:' (not a bare word), so the next line is its value whatever its indentation (.ch, .pl). */
  colon: boolean;
  /** A blank line came after it: then only an indented line or a single word (a host name) is its value. */
  blank: boolean;
  parent: string | null;
}

/** Lower case, one space between words, dot leaders and list numbers gone: 'ns_name_01' -> 'ns name'. */
export function normaliseLabel(raw: string): string {
  // Bilingual labels name the English last ('Data de registo / Creation Date (dd/mm/yyyy)'); format hints go.
  const english = raw.includes(' / ') ? (raw.split(' / ').pop() ?? raw) : raw;
  return english
    .replace(/\s*\((?:[dmy]{1,4}[/.-]){2}[dmy]{1,4}\)/gi, '')
    .toLowerCase()
    .replace(/[\s.]+$/, '')
    .replace(/[\s_./-]+/g, ' ')
    .replace(/ \d+$/, '')
    .trim();
}

/**
 * Reads the layouts registries use: 'Label: value', dot leaders ('expires......: x'), '[Label]  value' (.jp, .my),
 * 'Label   value' with no colon (.sk), 'Record expires on 2020-01-01' (.tw), a label with its value on the next
 * indented line(s) (Nominet), blocks under a header line (.it 'Registrar' then '  Organization: x', .ee, .de
 * '[Tech-C]'), RIPE-style objects separated by blank lines. Comment lines (%, #, >>>) are skipped.
 */
export function readWhoisEntries(text: string, options: ReaderOptions): WhoisEntry[] {
  const entries: WhoisEntry[] = [];
  const headers: Header[] = [];
  let objectKey: string | null = null;
  let paragraphStart = true;
  let last: { label: string; indent: number; section: string | null } | null = null;

  const push = (label: string, value: string, section: string | null): void => {
    entries.push({ label, value, section });
  };
  const current = (): string | null => headers[headers.length - 1]?.label ?? objectKey;

  for (const rawLine of text.slice(0, MAX_TEXT).split(/\r\n|\r|\n/)) {
    if (/^\s*(?:%|#|>>>)/.test(rawLine)) continue;
    const indent = (/^\s*/.exec(rawLine)?.[0] ?? '').replace(/\t/g, '    ').length;
    // '** Registrar:' (.tr) and '- ns1.example.ve' (list bullets) carry their text after the mark.
    const content = rawLine.trim().replace(/^(?:\*+|-(?=\s))\s*/, '');
    if (content === '') {
      // A blank line ends blocks that have content; a header still waiting for its first line survives it.
      while (headers.length > 0 && (headers[headers.length - 1]?.lines ?? 0) > 0) headers.pop();
      for (const h of headers) h.blank = true;
      objectKey = null;
      paragraphStart = true;
      last = null;
      continue;
    }

    const labelled = splitLabel(content);
    const top = headers[headers.length - 1];

    // The first line after 'Label:' is its value, however indented (.ch 'Registrar:\nExample AG', .pl 'REGISTRAR:').
    const prose = top?.blank === true && indent <= top.indent && /\s/.test(content);
    if (!labelled && top && top.colon && top.lines === 0 && !prose) {
      top.lines += 1;
      push(top.label, content, top.parent);
      paragraphStart = false;
      continue;
    }

    // Leave blocks this line is not inside.
    while (headers.length > 0) {
      const h = headers[headers.length - 1];
      if (!h) break;
      const inside = indent > h.indent || (h.flat && indent === h.indent && labelled !== null && labelled.value !== '');
      const singleToken = !labelled && indent >= h.indent && h.lines > 0 && !/\s/.test(content) && h.colon;
      if (inside || singleToken) break;
      headers.pop();
    }
    const header = headers[headers.length - 1];

    if (labelled) {
      if (labelled.value === '') {
        if (header) header.lines += 1;
        headers.push({
          label: labelled.label,
          indent,
          flat: labelled.bracket || options.sections.has(labelled.label),
          lines: 0,
          colon: !labelled.bracket,
          blank: false,
          parent: current(),
        });
        last = null;
      } else {
        const section = current();
        if (header) header.lines += 1;
        push(labelled.label, labelled.value, section);
        // The domain's own object comes first; only a later paragraph can be a registrar or contact object.
        if (paragraphStart && !header && entries.length > 1 && OBJECT_KEYS.has(labelled.label))
          objectKey = labelled.label;
        last = { label: labelled.label, indent, section };
      }
      paragraphStart = false;
      continue;
    }

    paragraphStart = false;
    if (header) {
      // A value line of the block's header: Nominet 'Registrar:\n        Example Ltd [Tag = EXAMPLE]'.
      header.lines += 1;
      push(header.label, content, header.parent);
      continue;
    }
    if (last && indent > last.indent) {
      // A continuation: .pl 'nameservers:  ns1.example.pl.\n               ns2.example.pl.'.
      push(last.label, content, last.section);
      continue;
    }
    last = null;
    const phrase = splitPhrase(content, options.known);
    if (phrase) {
      push(phrase.label, phrase.value, current());
      continue;
    }
    if (isBareHeader(content)) {
      const label = normaliseLabel(content);
      headers.push({
        label,
        indent,
        flat: options.sections.has(label),
        lines: 0,
        colon: false,
        blank: false,
        parent: current(),
      });
    }
  }
  return entries;
}

function splitLabel(content: string): { label: string; value: string; bracket: boolean } | null {
  // JPRS writes '[Expires on]   2020/05/31' and, for .co.jp, 'a. [Domain Name]   EXAMPLE.CO.JP'.
  const bracket = /^(?:[a-z]\.\s*)?\[([^\]]{1,60})\]\s*(.*)$/i.exec(content);
  if (bracket) {
    const label = normaliseLabel(bracket[1] ?? '');
    return /\p{L}/u.test(label)
      ? { label, value: (bracket[2] ?? '').trim(), bracket: (bracket[2] ?? '').trim() === '' }
      : null;
  }
  const colon = content.indexOf(':');
  if (colon <= 0 || colon > MAX_LABEL) return null;
  const rawLabel = content.slice(0, colon);
  const value = content.slice(colon + 1).trim();
  // Not a label: a URL ('http://...'), a time ('Last updated 2020-01-01 10:00'), a sentence.
  if (value.startsWith('//') || !/^\p{L}/u.test(rawLabel) || /\d{4}|\d[/.-]\d/.test(rawLabel)) return null;
  // The colon of a time ('Record expires on Sun Mar 30 23:59:00 2014'): the 'label' ends in the hour.
  if (/\d$/.test(rawLabel) && /^\d{2}(?::|\b)/.test(value)) return null;
  const label = normaliseLabel(rawLabel);
  if (label === '' || label.split(' ').length > 8) return null;
  return { label, value, bracket: false };
}

// A date's first word: a digit, or a weekday or month name ('Record expires on Sun Mar 30 23:59:00 2014', .kg).
const DATE_START = /^(?:\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*,?$)/i;

/** 'Record expires on 2020-01-01 (UTC+8)', 'Valid Until      2020-01-01': a known label, then the value with no colon. */
function splitPhrase(content: string, known: ReadonlySet<string>): { label: string; value: string } | null {
  const spaced = /^(\p{L}[^\t]{0,50}?)(?:\t+|\s{2,})(\S.*)$/u.exec(content);
  if (spaced) {
    const label = normaliseLabel(spaced[1] ?? '');
    // 'registrar.  Users may consult...': a sentence's last word before two spaces is not a label.
    if (known.has(label) && !/\p{L}\.$/u.test(spaced[1] ?? '')) return { label, value: (spaced[2] ?? '').trim() };
  }
  // The no-colon phrase form only carries dates: prose lines without a digit are not tried word by word.
  if (!/\d/.test(content)) return null;
  const words = content.split(/\s+/);
  for (let n = Math.min(6, words.length - 1); n >= 1; n -= 1) {
    const label = normaliseLabel(words.slice(0, n).join(' '));
    if (known.has(label) && DATE_START.test(words[n] ?? '')) return { label, value: words.slice(n).join(' ') };
  }
  return null;
}

/** A block title on its own line: 'Registrar', 'Nameservers', 'Primary Name Server', '1차 네임서버 정보'. */
function isBareHeader(content: string): boolean {
  return (
    content.length <= 50 &&
    /^[\p{L}\p{N}][\p{L}\p{N} ()/&,'-]*$/u.test(content) &&
    content.split(/\s+/).length <= 6 &&
    /\p{L}/u.test(content)
  );
}
