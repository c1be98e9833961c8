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

describe('the API reference shows the body of a request that takes one of several shapes', () => {
  const monitorDoc: OpenApiDocument = {
    paths: {
      '/monitors': {
        post: {
          tags: ['monitors'],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    {
                      type: 'object',
                      properties: {
                        type: { type: 'string', const: 'endpoint' },
                        name: { type: 'string', minLength: 1, maxLength: 100 },
                        settings: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
                      },
                      required: ['type', 'name', 'settings'],
                    },
                    {
                      type: 'object',
                      properties: {
                        type: { type: 'string', const: 'tcp' },
                        name: { type: 'string', minLength: 1, maxLength: 100 },
                        settings: {
                          type: 'object',
                          properties: { host: { type: 'string' }, port: { type: 'integer' } },
                          required: ['host', 'port'],
                        },
                      },
                      required: ['type', 'name', 'settings'],
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  };

  it("lists the discriminator's values and every field once, saying for which shapes a field applies", () => {
    const body = buildApiReference(monitorDoc, '/api/v1').areas[0]!.operations[0]!.body!;
    expect(body).toEqual([
      { name: 'type', type: 'one of: endpoint, tcp', required: true },
      { name: 'name', type: 'string', required: true, notes: '1-100 characters' },
      { name: 'settings', type: 'object', required: true },
      { name: 'settings.url', type: 'string', required: false, notes: 'only when type is endpoint, and required then' },
      { name: 'settings.host', type: 'string', required: false, notes: 'only when type is tcp, and required then' },
      { name: 'settings.port', type: 'integer', required: false, notes: 'only when type is tcp, and required then' },
    ]);
  });
});
