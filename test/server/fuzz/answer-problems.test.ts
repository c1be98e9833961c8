import { describe, expect, it } from 'vitest';
import { problemsOf } from './answer-problems';

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/* The fuzz's judge must be able to fail: each kind of bad answer it exists to catch is caught. */
describe('problemsOf', () => {
  it('passes a 2xx and a 4xx in the SPEC §8 shape', () => {
    expect(problemsOf(json(200, { ok: true }))).toEqual([]);
    expect(problemsOf(json(400, { message: 'Name is required', code: 'VALIDATION_ERROR', details: {} }))).toEqual([]);
  });

  it('catches a 5xx', () => {
    expect(problemsOf(json(500, { message: 'Internal server error.', code: 'INTERNAL_ERROR' }))).toEqual([
      'answered 500',
    ]);
  });

  it('catches a real stack trace and a file path, but not prose that reads "at x (y)"', () => {
    const trace = new Error('boom').stack!;
    expect(problemsOf({ status: 200, contentType: 'text/plain', body: trace })).toEqual([
      'stack trace or file path in the body',
    ]);
    expect(problemsOf(json(400, { message: 'see /work/app/node_modules/pg/lib/client.js', code: 'X' }))).toEqual([
      'stack trace or file path in the body',
    ]);
    expect(
      problemsOf({ status: 200, contentType: 'text/html', body: '<td>Slowly (expiry) or at deploy (wrong cert)</td>' }),
    ).toEqual([]);
  });

  it('catches a 4xx without { message, code }, and the database refusing what validation let through', () => {
    expect(problemsOf(json(400, { error: 'Bad Request' }))).toEqual(['4xx JSON answer without { message, code }']);
    expect(
      problemsOf(json(400, { message: 'The request contains a value that cannot be stored.', code: 'INVALID_INPUT' })),
    ).toEqual(['the database refused a value that validation let through']);
  });
});
