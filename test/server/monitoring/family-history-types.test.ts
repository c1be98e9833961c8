import { describe, expect, it } from 'vitest';
import { checkTypes } from '../../../src/server/db/schema';
import { checkFamilies } from '../../../src/server/jobs/monitoring/families';
import { HISTORY_TYPES } from '../../../src/shared/constants/history-types';

/*
 * The check-family registry is the source of the history types (decision 047); shared code cannot import it, so the
 * API contracts read the names from shared/constants/history-types.ts. This keeps the two the same list: a family
 * added without its history type there would make every answer with its checks fail its response schema (a 500).
 */
describe('history types', () => {
  it("are exactly the registry's families' history types, each once", () => {
    const fromRegistry = new Set(checkFamilies.all.map((family) => family.historyType));
    expect([...HISTORY_TYPES].sort()).toEqual([...fromRegistry].sort());
    expect(new Set(HISTORY_TYPES).size).toBe(HISTORY_TYPES.length);
  });

  it('are what domain_checks.check_type takes', () => {
    expect([...checkTypes]).toEqual([...HISTORY_TYPES]);
  });
});
