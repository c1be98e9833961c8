import { describe, expect, it } from 'vitest';
import { midSentence } from './mid-sentence';

describe('midSentence', () => {
  it('lower-cases the first letter of a sentence set inside another one', () => {
    expect(midSentence('Connection refused')).toBe('connection refused');
    expect(midSentence('The server did not answer in time')).toBe('the server did not answer in time');
  });

  it('keeps an abbreviation whole', () => {
    expect(midSentence('TLS handshake failed')).toBe('TLS handshake failed');
    expect(midSentence('HTTP 503')).toBe('HTTP 503');
    expect(midSentence('A secure (HTTPS) connection could not be set up')).toBe(
      'a secure (HTTPS) connection could not be set up',
    );
    expect(midSentence('')).toBe('');
  });
});
