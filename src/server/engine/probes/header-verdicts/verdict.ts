/**
 * What a browser makes of one security header. `effective` is true only when a browser would act on it; `problem`
 * says why it would not (null when effective or not sent); `warnings` name weaknesses of a header that does apply.
 */
export interface HeaderVerdict {
  effective: boolean;
  problem: string | null;
  warnings: string[];
}

export const applies = (warnings: string[] = []): HeaderVerdict => ({ effective: true, problem: null, warnings });
export const ignored = (problem: string, warnings: string[] = []): HeaderVerdict => ({
  effective: false,
  problem,
  warnings,
});

/** A header value quoted for a message, cut short so one odd header cannot flood a finding. */
export function quoted(value: string, max = 60): string {
  const cut = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  // Control characters would be invisible on screen: show them escaped.
  const shown = [...cut]
    .map((c) =>
      c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c,
    )
    .join('');
  return `"${shown}"`;
}
