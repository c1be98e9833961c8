import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>Fish & chips</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Fish &amp; chips&lt;/a&gt;',
    );
  });

  it('escapes an ampersand that already starts a reference, so the text reads as written', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Résumé — 100% ✓')).toBe('Résumé — 100% ✓');
  });
});

describe('escapeXml', () => {
  it('drops the characters XML 1.0 cannot hold and keeps tab, line breaks and other text', () => {
    expect(escapeXml('A\u0001B\u0008\u000B\u000C\u001F\uFFFE <x>\t\n\r é 🚀')).toBe('AB &lt;x&gt;\t\n\r é 🚀');
  });

  it('drops half a surrogate pair', () => {
    expect(escapeXml('a\uD800b\uDC00c')).toBe('abc');
  });
});
