import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

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
