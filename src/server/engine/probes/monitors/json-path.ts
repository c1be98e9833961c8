/**
 * JSON paths as monitors write them: `$.status`, `data.items[0].id`, `$["key with space"].ok`. The contract's pattern
 * (shared/contracts/monitors) admits these forms; parsePath answers the steps, or null for anything else.
 */
export type PathStep = string | number;

const STEP = /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["([^"]*)"\]/y;

export function parsePath(path: string): PathStep[] | null {
  const text = path.trim();
  const steps: PathStep[] = [];
  let at = text.startsWith('$') && !/^\$[\w$-]/.test(text) ? 1 : 0;
  while (at < text.length) {
    STEP.lastIndex = at;
    const match = STEP.exec(text);
    if (!match) return null;
    // a name after the first step needs its dot
    if (match[1] !== undefined && steps.length > 0 && text[at] !== '.') return null;
    steps.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : match[3]!));
    at = STEP.lastIndex;
  }
  return steps;
}

/** The value at the path, or `{ found: false }` with the step that was missing. */
export function valueAt(
  root: unknown,
  steps: PathStep[],
): { found: true; value: unknown } | { found: false; missing: PathStep } {
  let value = root;
  for (const step of steps) {
    if (typeof step === 'number') {
      if (!Array.isArray(value) || step >= value.length) return { found: false, missing: step };
      value = value[step];
    } else {
      if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, step))
        return { found: false, missing: step };
      value = (value as Record<string, unknown>)[step];
    }
  }
  return { found: true, value };
}
