/** What the sitemap and the site search need from a rendered page, read from its HTML. */

export interface PageFacts {
  title: string;
  description: string;
  indexable: boolean;
  /** h1-h3 inside <main>, in order. */
  headings: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function pageFacts(head: string, body: string): PageFacts {
  const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '');
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '');
  const indexable = !/<meta name="robots" content="[^"]*noindex/.test(head);
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? body;
  const headings = [...main.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
    .map((match) => textOf(match[2] ?? ''))
    .filter(Boolean);
  return { title, description, indexable, headings };
}
