import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './storable-text';

describe('isStorableText', () => {
  it('refuses NUL anywhere in the text', () => {
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('Acme\u0000 Ltd')).toBe(false);
  });

  it('refuses half of a surrogate pair, at either end or alone', () => {
    expect(isStorableText('a\uD83Db')).toBe(false);
    expect(isStorableText('\uDE00 trailing half')).toBe(false);
    expect(isStorableText('leading half \uD83D')).toBe(false);
  });

  it('accepts emoji, right-to-left text, combining marks and other control characters', () => {
    expect(isStorableText('🛡️👩🏽‍💻 שלום Z̷a̵l̶g̷o̶ tab\there\r\n\u0007')).toBe(true);
  });
});

describe('toStorableText', () => {
  it('replaces what cannot be stored with U+FFFD and keeps the rest', () => {
    expect(toStorableText('a\u0000b\uD800c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });
});
