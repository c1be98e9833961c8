import { describe, expect, it } from 'vitest';
import { headingId, MarkdownContentError, renderMarkdown, type RenderMarkdownOptions } from './markdown';

const STRICT: RenderMarkdownOptions = { checks: 'strict' };
const LENIENT: RenderMarkdownOptions = { checks: 'lenient' };

describe('renderMarkdown, whatever the checks', () => {
  it.each([STRICT, LENIENT])('gives headings ids a link can point to, unique within the page (%o)', (options) => {
    const { html, outline } = renderMarkdown('## Uptime & SLA\n\n### MTTR\n\n### MTTR\n\n## Don’t panic\n', options);
    expect(html).toContain('<h2 id="uptime-sla">Uptime &amp; SLA</h2>');
    expect(html).toContain('<h3 id="mttr">MTTR</h3>');
    expect(html).toContain('<h3 id="mttr-2">MTTR</h3>');
    expect(outline).toEqual([
      { id: 'uptime-sla', text: 'Uptime & SLA' },
      { id: 'don-t-panic', text: 'Don’t panic' },
    ]);
  });

  it.each([STRICT, LENIENT])('shows raw HTML as text instead of running it (%o)', (options) => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1) & "more"</script>\n\n<img src=x onerror=alert(1)>\n\n<div onclick="steal()">a block</div>\n',
      options,
    );
    expect(html).not.toMatch(/<script|<img|<div/);
    // Text after a raw <script> tag is escaped like any other.
    expect(html).toContain('Hello &lt;script&gt;alert(1) &amp; &quot;more&quot;&lt;/script&gt;');
    // A block of HTML is a paragraph of text.
    expect(html).toContain('<p>&lt;div onclick=&quot;steal()&quot;&gt;a block&lt;/div&gt;</p>');
  });

  it.each([STRICT, LENIENT])('marks links to other sites noopener noreferrer, not the site’s own (%o)', (options) => {
    const { html } = renderMarkdown(
      '[calc](/roi-calculator "ROI") [rfc](https://www.rfc-editor.org/rfc/rfc9110) [top](#top) [mail](mailto:a@b.example)',
      options,
    );
    expect(html).toContain('<a href="/roi-calculator" title="ROI">calc</a>');
    expect(html).toContain('<a href="https://www.rfc-editor.org/rfc/rfc9110" rel="noopener noreferrer">rfc</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
  });

  it.each([STRICT, LENIENT])('wraps tables in one keyboard-reachable scroller and escapes code (%o)', (options) => {
    const { html } = renderMarkdown(
      '| Term | Meaning |\n| --- | :-: |\n| TTL | Time to live |\n\n```bash\necho "<b>"\n```\n',
      options,
    );
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(html).toContain('<th style="text-align:center">Meaning</th>');
    expect(html).toContain('<td>TTL</td>');
    expect(html).toContain('<pre tabindex="0"><code class="language-bash">echo &quot;&lt;b&gt;&quot;</code></pre>');
  });

  it.each([STRICT, LENIENT])('keeps images from the site or over HTTPS, lazily loaded (%o)', (options) => {
    const { html } = renderMarkdown('![The dashboard](/images/dashboard.png "Dashboard")', options);
    expect(html).toContain(
      '<img src="/images/dashboard.png" alt="The dashboard" title="Dashboard" loading="lazy" decoding="async">',
    );
  });

  it('counts the words a reader reads: text and code, not markup or link targets', () => {
    const { words } = renderMarkdown(
      '## Two words\n\nFour [words here](https://example.com/a-very-long-address) now.\n\n```\nthree code words\n```\n',
      STRICT,
    );
    expect(words).toBe(2 + 4 + 3);
  });
});

describe('strict checks (the repository’s content)', () => {
  it.each([
    ['an H1', '# A second title\n\nText.', /H1 heading/],
    ['a javascript: link', 'A [link](javascript:alert(1)).', /The link "javascript:alert\(1\)" is not allowed/],
    ['a protocol-relative link', '[x](//evil.example)', /The link "\/\/evil.example" is not allowed/],
    ['a backslash link browsers read as another host', '[x](/\\evil.example)', /is not allowed/],
    ['an image over plain HTTP', '![Logo](http://example.com/logo.png)', /The image ".*" is not allowed/],
    ['an image without alternative text', '![](/logo.png)', /The image "\/logo.png" has no alternative text/],
  ])('refuse %s', (_name, markdown, message) => {
    expect(() => renderMarkdown(markdown, STRICT)).toThrow(MarkdownContentError);
    expect(() => renderMarkdown(markdown, STRICT)).toThrow(message);
  });
});

describe('lenient checks (text an admin typed)', () => {
  it('renders an H1 as an h2, listed with the sections', () => {
    const { html, outline } = renderMarkdown('# Title\n\n## Next\n', LENIENT);
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(outline.map((section) => section.id)).toEqual(['title', 'next']);
  });

  it('keeps the text of a link to an address that is not allowed, and drops the address', () => {
    const { html } = renderMarkdown('[x](javascript:alert(1)) [y](//evil.example) [z](/\\evil.example)', LENIENT);
    expect(html).toBe('<p>x y z</p>\n');
  });

  it('shows only the alternative text of an image from elsewhere, and allows a decorative image', () => {
    expect(renderMarkdown('![A <b> logo](http://example.com/logo.png)', LENIENT).html).toBe('<p>A &lt;b&gt; logo</p>\n');
    expect(renderMarkdown('![](/divider.png)', LENIENT).html).toContain('<img src="/divider.png" alt=""');
  });
});

describe('headingId', () => {
  it('makes lowercase, hyphenated ids', () => {
    expect(headingId('Time to First Byte (TTFB)')).toBe('time-to-first-byte-ttfb');
    expect(headingId('Résumé')).toBe('resume');
    expect(headingId('!!!')).toBe('section');
  });
});
