import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it('reads sub-addresses and letter case as the same mailbox', () => {
    expect(mailboxKey('Bomb+1@Example.org')).toBe('bomb@example.org');
    expect(mailboxKey('bomb+2+more@example.org')).toBe('bomb@example.org');
    expect(mailboxKey('bomb@example.org')).toBe('bomb@example.org');
  });

  it('keeps dots and a local part that is only a tag', () => {
    expect(mailboxKey('b.o.m.b@example.org')).toBe('b.o.m.b@example.org');
    expect(mailboxKey('+tag@example.org')).toBe('+tag@example.org');
  });
});
