/**
 * X-Content-Type-Options as Fetch's "determine nosniff" reads it (https://fetch.spec.whatwg.org/#determine-nosniff):
 * only the first value of the comma list counts, and it must be nosniff in any case. Expectations follow WPT
 * fetch/nosniff/resources/x-content-type-options.json, including a trailing form feed still matching.
 */
import { splitHeaderList } from './list-syntax';
import { applies, ignored, quoted, type HeaderVerdict } from './verdict';

export function judgeContentTypeOptions(value: string): HeaderVerdict {
  const [first = ''] = splitHeaderList(value);
  if (first.replace(/\f+$/, '').toLowerCase() === 'nosniff') return applies();
  if (value.trim() === '') return ignored('empty value');
  if (first === '') return ignored('the first value is empty, and only the first value counts');
  return ignored(`the first value is ${quoted(first)}, not nosniff`);
}
