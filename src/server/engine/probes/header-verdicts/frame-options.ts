/**
 * X-Frame-Options as the HTML standard applies it ("check a navigation response's adherence to X-Frame-Options",
 * https://html.spec.whatwg.org/multipage/document-lifecycle.html#the-x-frame-options-header) and Chromium implements it
 * (services/network/public/cpp/x_frame_options_parser.cc, content/browser/renderer_host/ancestor_throttle.cc):
 * a comma list, lower-cased; one value of DENY or SAMEORIGIN applies; several different values block all framing;
 * ALLOWALL, ALLOW-FROM and anything else are ignored. A CSP frame-ancestors directive overrides the header.
 */
import { splitHeaderList } from './list-syntax';
import { applies, ignored, quoted, type HeaderVerdict } from './verdict';

const KEYWORDS = new Set(['deny', 'sameorigin', 'allowall']);

export function judgeFrameOptions(value: string): HeaderVerdict {
  // Empty items ("DENY,") are dropped, as Chromium's header iterator drops them.
  const items = splitHeaderList(value).filter((v) => v !== '');
  const values = [...new Set(items.map((v) => v.toLowerCase()))];
  const shown = () =>
    [...new Map(items.map((v) => [v.toLowerCase(), v])).values()].map((v) => quoted(v, 40)).join(', ');
  const [only] = values;
  if (only === undefined) return ignored('empty value');
  if (values.length > 1) {
    if (values.some((v) => KEYWORDS.has(v)))
      return applies([`conflicting values (${shown()}), so browsers block all framing, as with DENY`]);
    return ignored(`no value browsers recognise (${shown()})`);
  }
  if (only === 'deny' || only === 'sameorigin') return applies();
  if (only === 'allowall') return ignored('ALLOWALL lets any site frame the page');
  if (only.startsWith('allow-from')) return ignored('ALLOW-FROM is not supported by current browsers');
  return ignored(`unknown value ${shown()}; browsers accept DENY or SAMEORIGIN`);
}
