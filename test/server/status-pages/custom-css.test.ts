import { describe, expect, it } from 'vitest';
import { sanitizeCss } from '../../../src/server/modules/status-pages/custom-css';
import { detectAssetType } from '../../../src/server/modules/status-pages/status-page-assets';

describe('sanitizeCss', () => {
  it('keeps ordinary rules, same-origin paths and raster data URIs as written', () => {
    const css = [
      '.banner { color: #059669; font-weight: 600 }',
      '.hero { background: url("/images/hero.png") no-repeat }',
      ".logo { background-image: url('assets/logo.webp') }",
      '.dot { background: url(data:image/png;base64,iVBORw0KGgo=) }',
      '@media (max-width: 600px) { .banner { font-size: 14px } }',
    ].join('\n');
    expect(sanitizeCss(css)).toBe(css);
  });

  it('removes @import rules, whatever they load', () => {
    expect(sanitizeCss('@import url("https://evil.example/x.css");\n.a { color: red }')).toBe('.a { color: red }');
    expect(sanitizeCss('@IMPORT "//evil.example/x.css"; .a{}')).toBe('.a{}');
  });

  it('replaces addresses of other origins, and every trick that reaches one', () => {
    for (const url of [
      'https://tracker.example/pixel.gif',
      '//tracker.example/pixel.gif',
      '"http://tracker.example/p.gif"',
      // a CSS-escaped backslash is a backslash in the address, which URL parsers read as '/'
      '/\\\\tracker.example/p.gif',
      "'/\\\\tracker.example/p.gif'",
      '/\ttracker.example/p.gif',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<b>x</b>',
      '\\68ttps://tracker.example/p.gif',
    ]) {
      const kept = sanitizeCss(`.a { background: url(${url}) }`)!;
      expect(kept, url).toMatch(/^\.a \{ background: none\b/);
      expect(kept, url).not.toMatch(/url\(|tracker|javascript|data:/i);
    }
    expect(sanitizeCss('.a { background: u\\72l(https://tracker.example/p.gif) }')).toBe('.a { background: none }');
    expect(sanitizeCss('.a { background: image-set("https://tracker.example/p.gif" 1x) }')).not.toContain('image-set');
  });

  it('neutralises script in CSS: expression(), behavior, -moz-binding, javascript:', () => {
    const kept = sanitizeCss(
      '.a { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url("/x.xml#b"); color: javascript:red }',
    )!;
    expect(kept).not.toMatch(/expression\s*\(/i);
    expect(kept).not.toMatch(/behavior\s*:/i);
    expect(kept).not.toMatch(/-moz-binding/i);
    expect(kept).not.toMatch(/javascript:/i);
    // split by a comment, or rebuilt by a removal, they are caught all the same
    expect(sanitizeCss('.a { width: expres/**/sion(alert(1)) }')).not.toMatch(/expression\s*\(/i);
    expect(sanitizeCss('.a { color: javajavascript:script:red }')).not.toMatch(/javascript:/i);
  });

  it('drops every "<", so the CSS cannot close its <style> element', () => {
    const kept = sanitizeCss('.a { color: red }</style><script>alert(1)</script>')!;
    expect(kept).not.toContain('<');
    expect(kept).not.toMatch(/<\/style/i);
  });

  it('answers null when nothing is left', () => {
    expect(sanitizeCss('@import "x.css";')).toBeNull();
    expect(sanitizeCss('   ')).toBeNull();
    expect(sanitizeCss(null)).toBeNull();
  });
});

describe('detectAssetType', () => {
  const bytes = (...values: number[]) => Buffer.from(values);
  it('names images by their first bytes', () => {
    expect(detectAssetType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectAssetType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectAssetType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(detectAssetType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(detectAssetType(bytes(0, 0, 1, 0, 1, 0))).toBe('image/x-icon');
    expect(
      detectAssetType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('image/svg+xml');
  });

  it('names nothing else', () => {
    expect(detectAssetType(Buffer.from('<!doctype html><html><svg></svg></html>'))).toBeUndefined();
    expect(detectAssetType(Buffer.from('<svgx>'))).toBeUndefined();
    expect(detectAssetType(Buffer.from('hello'))).toBeUndefined();
  });
});
