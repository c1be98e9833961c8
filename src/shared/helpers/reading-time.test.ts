import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

describe('countWords', () => {
  it('counts words, not punctuation or markup leftovers', () => {
    expect(countWords('Renew the certificate — today, not tomorrow. 30 days left!')).toBe(9);
    expect(countWords('  \n ')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('is about 230 words a minute', () => {
    expect(readingMinutes(1_150)).toBe(5);
    expect(readingMinutes(1_400)).toBe(6);
  });
  it('reads at another speed when told (technical text)', () => {
    expect(readingMinutes(1_000, 200)).toBe(5);
  });
  it('is at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(40)).toBe(1);
  });
});
