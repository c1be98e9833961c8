// One formatter: creating one is slow (tens of milliseconds on a phone), and screens count many things.
const digits = new Intl.NumberFormat('en-US');

/**
 * A count with its noun: '1 domain', '2 domains', '0 domains', '1,200 accounts'. The one way a screen words a count,
 * never 'domain(s)'. `plural` for the nouns that do not just take an s ('1 person', '2 people').
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${digits.format(count)} ${count === 1 ? singular : plural}`;
}
