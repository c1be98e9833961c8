import type { z } from 'zod';

/**
 * Rules across fields answer `{ field: message }` (empty when sound). The forms report them through zod; the server
 * turns them into a 400 with `details.fieldErrors` (src/server/http/errors.ts `problemsError`).
 */
export type FieldProblems = Record<string, string>;

/** Reports each problem as an issue on its field, from a zod `superRefine`. */
export function reportProblems(ctx: z.RefinementCtx, problems: FieldProblems): void {
  for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
}
