import { describe, expect, it } from 'vitest';
import { jsonDepth, STORED_JSON_MAX_BYTES, STORED_JSON_MAX_DEPTH, storedJsonProblem } from './stored-json';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('stored user JSON', () => {
  it('measures depth without recursion, even 100,000 levels deep', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: { b: [1, { c: null }] } })).toBe(4);
    expect(jsonDepth(nested(100_000))).toBe(100_000);
    expect(jsonDepth(nested(100_000), 32)).toBe(33);
  });

  it(`takes ${STORED_JSON_MAX_DEPTH} levels and ${STORED_JSON_MAX_BYTES} bytes, and says what is wrong beyond`, () => {
    expect(storedJsonProblem(nested(STORED_JSON_MAX_DEPTH))).toBeUndefined();
    expect(storedJsonProblem(nested(STORED_JSON_MAX_DEPTH + 1))).toMatch(/more than 32 levels deep/);
    expect(storedJsonProblem(nested(50_000))).toMatch(/more than 32 levels deep/);
    // bytes as UTF-8: 'é' is two, an emoji four
    const frame = JSON.stringify({ a: '' }).length;
    expect(storedJsonProblem({ a: 'x'.repeat(STORED_JSON_MAX_BYTES - frame) })).toBeUndefined();
    expect(storedJsonProblem({ a: 'x'.repeat(STORED_JSON_MAX_BYTES - frame + 1) })).toMatch(/16 KB/);
    expect(storedJsonProblem({ a: 'é'.repeat((STORED_JSON_MAX_BYTES - frame) / 2) })).toBeUndefined();
    expect(storedJsonProblem({ a: '😀'.repeat((STORED_JSON_MAX_BYTES - frame) / 4 + 1) })).toMatch(/16 KB/);
  });
});
