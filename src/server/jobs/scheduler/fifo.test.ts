import { describe, expect, it } from 'vitest';
import { Fifo } from './fifo';

describe('Fifo', () => {
  it('gives items back in the order they came, across growth and wrap-around', () => {
    const q = new Fifo<number>();
    const out: number[] = [];
    let next = 0;
    // interleaved pushes and shifts move the head around the ring while it grows several times
    for (let round = 0; round < 50; round++) {
      for (let i = 0; i < 7; i++) q.push(next++);
      for (let i = 0; i < 3; i++) out.push(q.shift()!);
    }
    while (q.length) out.push(q.shift()!);
    expect(out).toEqual(Array.from({ length: next }, (_, i) => i));
    expect(q.shift()).toBeUndefined();
  });
});
