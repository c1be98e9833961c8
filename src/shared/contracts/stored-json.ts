import { z } from 'zod';
import { storedJsonProblem } from '../helpers/stored-json';

/**
 * A JSON object a user hands us to keep (helpers/stored-json.ts: at most 32 levels deep and 16 KB): a 400 naming the
 * field otherwise, before anything tries to serialize it.
 */
export const storedJsonObjectSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = storedJsonProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
