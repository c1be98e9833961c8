import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedJson, negotiateCoding } from './compressed-json';

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=abc', null],
  ])('%s -> %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('compressedJson', () => {
  const text = JSON.stringify({
    data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `site${i}.example.com`, isActive: true })),
  });

  it('compresses each coding once, to bytes that give back the same JSON', async () => {
    const body = compressedJson(text);
    const br = await body.encoded('br');
    const gzip = await body.encoded('gzip');
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(await body.encoded('br')).toBe(br);
    expect(br.length).toBeLessThan(text.length / 4);
  });
});
