import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesOfPieces, crc32Combine, gzipOfPieces, gzipPiece } from './gzip-pieces';

describe('crc32Combine', () => {
  it('gives the CRC-32 of two buffers one after the other, from their own CRCs', () => {
    for (const [a, b] of [
      [randomBytes(1), randomBytes(1)],
      [randomBytes(1000), randomBytes(37)],
      [Buffer.alloc(0), randomBytes(5000)],
      [randomBytes(5000), Buffer.alloc(0)],
      [randomBytes(70_000), randomBytes(131_073)],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe('gzipOfPieces', () => {
  it('is one gzip member that any gzip reader turns back into the pieces in order', async () => {
    const text = (n: number) => Buffer.from(`metric_${n}{id="${n}"} ${n}\n`.repeat(n * 100));
    const pieces = [text(1), randomBytes(3000), Buffer.alloc(0), text(7), Buffer.from('end\n')].map(gzipPiece);
    const gzipped = await gzipOfPieces(pieces);
    expect(gzipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    // gunzipSync checks the trailer's CRC and length, and would stop at a second member's header only if there were one
    expect(gunzipSync(gzipped)).toEqual(bytesOfPieces(pieces));
    expect(gzipped.length).toBeLessThan(bytesOfPieces(pieces).length / 2);
  });

  it('compresses a piece once, however many answers it goes into', async () => {
    const piece = gzipPiece(Buffer.from('a'.repeat(10_000)));
    const first = await piece.deflated();
    expect(await piece.deflated()).toBe(first);
    expect(gunzipSync(await gzipOfPieces([piece, gzipPiece(Buffer.from('b'))])).toString()).toBe(
      'a'.repeat(10_000) + 'b',
    );
  });
});
