import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { jsonSettingsSchema } from '../../../../shared/contracts/monitors';
import type { AssertionOutcome, BodyAssertion } from './http-request';
import { parsePath, valueAt } from './json-path';

export type JsonSettings = z.output<typeof jsonSettingsSchema>;
type Operator = JsonSettings['operator'];

/**
 * The value at a path of the JSON answer against the expected one. `expected` is text from a form: "ok" matches the
 * string ok, "200" the number 200 or the string "200", "true" the boolean, `{"a":1}` an equal object.
 */
export function jsonAssertion(settings: Pick<JsonSettings, 'path' | 'operator' | 'expected'>): BodyAssertion {
  const steps = parsePath(settings.path);
  const path = settings.path.trim();
  return {
    check(body, { truncated }): AssertionOutcome {
      const base = { path, operator: settings.operator, expected: settings.expected };
      if (!steps) return { ok: false, message: `the JSON path ${path} is not valid`, details: base };
      let root: unknown;
      try {
        root = JSON.parse(body);
      } catch {
        const why = truncated
          ? 'the answer is too large to read whole'
          : body.trim() === ''
            ? 'the answer is empty'
            : 'the answer is not valid JSON';
        return { ok: false, message: `${path} could not be read: ${why}`, details: base };
      }
      const at = valueAt(root, steps);
      if (!at.found) {
        return {
          ok: false,
          message:
            settings.operator === 'exists'
              ? `${path} is missing from the answer`
              : `${path} is missing from the answer, expected ${expectation(settings.operator, settings.expected)}`,
          details: { ...base, found: false },
        };
      }
      const ok = compare(settings.operator, at.value, settings.expected);
      const shown = show(at.value);
      const details = { ...base, found: true, actual: at.value === undefined ? null : truncate(at.value) };
      if (settings.operator === 'exists') return { ok: true, message: `${path} is present (${shown})`, details };
      if (ok)
        return {
          ok,
          message: `${path} is ${shown}${settings.operator === 'equals' ? '' : `, ${expectation(settings.operator, settings.expected)}`}`,
          details,
        };
      return {
        ok,
        message: `${path} was ${shown}, expected ${expectation(settings.operator, settings.expected)}`,
        details,
      };
    },
  };
}

export function compare(operator: Operator, actual: unknown, expected: string): boolean {
  switch (operator) {
    case 'exists':
      return true;
    case 'equals':
      return equalsText(actual, expected);
    case 'not-equals':
      return !equalsText(actual, expected);
    case 'contains':
      if (typeof actual === 'string') return actual.includes(expected);
      if (Array.isArray(actual)) return actual.some((item) => equalsText(item, expected));
      if (actual !== null && typeof actual === 'object') return Object.hasOwn(actual, expected);
      return false;
    case 'less-than':
    case 'greater-than': {
      const a = asNumber(actual);
      const e = asNumber(expected);
      if (a === null || e === null) return false;
      return operator === 'less-than' ? a < e : a > e;
    }
  }
}

function equalsText(actual: unknown, expected: string): boolean {
  const wanted = expected.trim();
  if (typeof actual === 'string') return actual === expected || actual === wanted;
  if (JSON.stringify(actual) === wanted) return true;
  try {
    return isDeepStrictEqual(actual, JSON.parse(wanted));
  } catch {
    return false;
  }
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function expectation(operator: Operator, expected: string): string {
  const quoted = /^(-?\d+(\.\d+)?|true|false|null)$/.test(expected.trim()) ? expected.trim() : `"${expected}"`;
  switch (operator) {
    case 'equals':
      return quoted;
    case 'not-equals':
      return `anything but ${quoted}`;
    case 'contains':
      return `something containing ${quoted}`;
    case 'less-than':
      return `less than ${expected.trim()}`;
    case 'greater-than':
      return `greater than ${expected.trim()}`;
    case 'exists':
      return 'a value';
  }
}

const SHOWN_CHARS = 100;

/** A value as a sentence shows it: strings quoted, the rest as JSON, cut short. */
function show(value: unknown): string {
  const text = typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? 'undefined');
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/** What the history row keeps of the value: small values as they are, large ones as shortened text. */
function truncate(value: unknown): unknown {
  const text = JSON.stringify(value) ?? '';
  return text.length > 500 ? `${text.slice(0, 500)}…` : value;
}
