import type { z } from 'zod';
import type { keywordSettingsSchema } from '../../../../shared/contracts/monitors';
import type { AssertionOutcome, BodyAssertion } from './http-request';

export type KeywordSettings = z.output<typeof keywordSettingsSchema>;

/** A word or phrase that must be on the page (mode present) or must not (absent: an error banner, say). */
export function keywordAssertion(settings: Pick<KeywordSettings, 'keyword' | 'mode' | 'caseSensitive'>): BodyAssertion {
  const wanted = settings.caseSensitive ? settings.keyword : settings.keyword.toLowerCase();
  return {
    check(body, { truncated }): AssertionOutcome {
      const found = (settings.caseSensitive ? body : body.toLowerCase()).includes(wanted);
      const ok = settings.mode === 'present' ? found : !found;
      const quoted = `"${settings.keyword}"`;
      // what was read when the page was cut off: an absence is then only an absence from its beginning
      const partly = truncated && !found ? ` (only the first ${Math.round(body.length / 1024)} KB were read)` : '';
      const message = found ? `${quoted} is on the page` : `${quoted} is not on the page${partly}`;
      return { ok, message, details: { keyword: settings.keyword, mode: settings.mode, found } };
    },
  };
}
