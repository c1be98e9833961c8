import { apiErrorSchema } from '../../../src/shared/contracts/errors';

/** Text that only a stack trace or a leaked file path would contain: a V8 frame (`at f (/x.js:1:2)`), our paths. */
const STACK_TRACE = /\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+|node_modules\/|\/src\/server\//;

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * What is wrong with one answer to a fuzzed request, if anything: a 5xx, a stack trace or file path in a readable
 * body, a 4xx in JSON without the SPEC §8 `{ message, code }`, or a 400 from the error handler's last line (the
 * database refused a value that validation should have refused with a field message; decision 033).
 */
export function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  const readable = !/javascript|css|font|image/.test(answer.contentType);
  if (readable && STACK_TRACE.test(answer.body)) problems.push('stack trace or file path in the body');
  if (answer.status >= 400 && answer.status < 500 && answer.contentType.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      parsed = undefined;
    }
    const shaped = apiErrorSchema.safeParse(parsed);
    if (!shaped.success || !shaped.data.message) problems.push('4xx JSON answer without { message, code }');
    else if (shaped.data.code === 'INVALID_INPUT')
      problems.push('the database refused a value that validation let through');
  }
  return problems;
}
