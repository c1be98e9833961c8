/**
 * A first-in first-out queue on a growing ring buffer: O(1) push and shift. `Array.prototype.shift` moves every
 * element once the array is large, and a burst of 60,000 first checks made each start of a job cost that much.
 */
export class Fifo<T> {
  private items: (T | undefined)[] = new Array<T | undefined>(16);
  private head = 0;
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T): void {
    if (this.count === this.items.length) this.grow();
    this.items[(this.head + this.count) & (this.items.length - 1)] = item;
    this.count++;
  }

  shift(): T | undefined {
    if (this.count === 0) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined;
    this.head = (this.head + 1) & (this.items.length - 1);
    this.count--;
    return item;
  }

  /** Doubles the buffer (its size stays a power of two, so positions wrap with a mask), items kept in order. */
  private grow(): void {
    const bigger = new Array<T | undefined>(this.items.length * 2);
    for (let i = 0; i < this.count; i++) bigger[i] = this.items[(this.head + i) & (this.items.length - 1)];
    this.items = bigger;
    this.head = 0;
  }
}
