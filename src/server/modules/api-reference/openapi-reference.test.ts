import { describe, expect, it } from 'vitest';
import { buildApiReference, type OpenApiDocument } from './openapi-reference';

const doc = (properties: Record<string, object>): OpenApiDocument => ({
  openapi: '3.0.3',
  paths: {
    '/things': {
      post: {
        tags: ['things'],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties } } } },
      },
    },
  },
});

const notes = (properties: Record<string, object>) =>
  Object.fromEntries(
    buildApiReference(doc(properties), '/api').areas[0]!.operations[0]!.body!.map((f) => [f.name, f.notes]),
  );

describe('the API reference says the limits a field has', () => {
  it("leaves out the safe-integer range zod's int() writes, keeping the real bounds", () => {
    expect(
      notes({
        anyInteger: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        positive: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        capped: { type: 'integer', minimum: -9007199254740991, maximum: 100 },
        interval: { type: 'integer', minimum: 30, maximum: 86400 },
      }),
    ).toEqual({ anyInteger: undefined, positive: 'at least 1', capped: 'at most 100', interval: '30 to 86400' });
  });
});
