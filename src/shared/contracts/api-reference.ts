import { z } from 'zod';

/** A field of a request body or a parameter, as the reference shows it. */
export const apiFieldSchema = z.object({
  name: z.string(),
  /** Readable type: 'string', 'string (email)', 'integer', 'one of: a, b', 'array of string'... */
  type: z.string(),
  required: z.boolean(),
  /** Limits and defaults: '1-255 characters', 'default 50'. */
  notes: z.string().optional(),
  description: z.string().optional(),
});
export type ApiField = z.infer<typeof apiFieldSchema>;

export const apiOperationSchema = z.object({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string().optional(),
  pathParameters: z.array(apiFieldSchema),
  queryParameters: z.array(apiFieldSchema),
  body: z.array(apiFieldSchema).nullable(),
  /** Fields of the success answer (items of a `data` list are shown as `data[].field`). */
  responseBody: z.array(apiFieldSchema).nullable(),
  responses: z.array(z.object({ status: z.string(), description: z.string() })),
});
export type ApiOperation = z.infer<typeof apiOperationSchema>;

export const apiAreaSchema = z.object({
  id: z.string(),
  title: z.string(),
  operations: z.array(apiOperationSchema),
});
export type ApiArea = z.infer<typeof apiAreaSchema>;

/** `GET /api/reference`: the API as /api-docs shows it, generated from the server's OpenAPI document. */
export const apiReferenceSchema = z.object({
  title: z.string(),
  version: z.string(),
  openApiVersion: z.string(),
  areas: z.array(apiAreaSchema),
});
export type ApiReference = z.infer<typeof apiReferenceSchema>;
