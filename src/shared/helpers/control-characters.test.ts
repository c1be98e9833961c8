import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './control-characters';

describe('hasControlCharacters', () => {
  it('finds every C0 control character, tab and line breaks included, and DEL', () => {
    for (let code = 0; code < 0x20; code++)
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    expect(hasControlCharacters('a\u007Fb')).toBe(true);
  });

  it('leaves ordinary text alone, accents, emoji and right-to-left text included', () => {
    expect(hasControlCharacters('Acme Café — API ✓ 🚀 שלום')).toBe(false);
  });
});
