import { STATUS_RANGE_PATTERN } from '../../../../shared/contracts/monitors';

/** Whether a status code is in one of the expected ranges ("200-299", "301"); malformed entries match nothing. */
export function statusMatches(code: number, expected: readonly string[]): boolean {
  return expected.some((range) => {
    const match = STATUS_RANGE_PATTERN.exec(range.trim());
    if (!match) return false;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    return code >= from && code <= to;
  });
}

/** "200-299", "200-299 or 301": the expectation as a sentence's end. */
export function describeExpected(expected: readonly string[]): string {
  if (expected.length <= 1) return expected[0] ?? '200-299';
  return `${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}`;
}
