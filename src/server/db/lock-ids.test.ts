import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCK_IDS } from './lock-ids';

describe('advisory lock ids', () => {
  it('gives every kind of exclusive work its own lock', () => {
    const ids = Object.values(ADVISORY_LOCK_IDS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
