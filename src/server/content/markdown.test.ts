import { describe, expect, it } from 'vitest';
import { headingId, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings from h2 with ids a link can point to, unique within the page, and lists the sections', () => {
    const { html, outline } = renderMarkdown('# Title\n\n## Uptime & SLA\n\n### MTTR\n\n### MTTR\n');
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain('<h2 id="uptime-sla">Uptime &amp; SLA</h2>');
    expect(html).toContain('<h3 id="mttr">MTTR</h3>');
    expect(html).toContain('<h3 id="mttr-2">MTTR</h3>');
    expect(outline).toEqual([
      { id: 'title', text: 'Title' },
      { id: 'uptime-sla', text: 'Uptime & SLA' },
    ]);
  });

  it('shows raw HTML as text instead of running it', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps safe links and drops the target of any other scheme', () => {
    const { html } = renderMarkdown('[calc](/roi-calculator) [rfc](https://www.rfc-editor.org/rfc/rfc9110) [x](javascript:alert(1)) [y](//evil.example)');
    expect(html).toContain('<a href="/roi-calculator">calc</a>');
    expect(html).toContain('<a href="https://www.rfc-editor.org/rfc/rfc9110" rel="noopener noreferrer">rfc</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('//evil.example');
    expect(html).toContain('x');
  });

  it('wraps tables so they scroll sideways on a phone, and escapes code', () => {
    const { html } = renderMarkdown('| Term | Meaning |\n| --- | :-: |\n| TTL | Time to live |\n\n```bash\necho "<b>"\n```\n');
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(html).toContain('<th style="text-align:center">Meaning</th>');
    expect(html).toContain('<td>TTL</td>');
    expect(html).toContain('<pre tabindex="0"><code class="language-bash">echo &quot;&lt;b&gt;&quot;</code></pre>');
  });
});

describe('headingId', () => {
  it('makes lowercase, hyphenated ids', () => {
    expect(headingId('Time to First Byte (TTFB)')).toBe('time-to-first-byte-ttfb');
    expect(headingId('Résumé')).toBe('resume');
    expect(headingId('!!!')).toBe('section');
  });
});
