import { z } from 'zod';

/** Every API failure answers this shape (SPEC §8, DESIGN §5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Field errors inside `details` of a validation failure. */
export type FieldErrors = Record<string, string[]>;
