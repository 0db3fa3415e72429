/**
 * The last prints asked for, kept in memory up to a number of bytes (the least recently asked leave first): the
 * prints of a page are asked again and again while a test or a shopper browses it.
 */
export class PrintShelf {
  readonly #prints = new Map<string, Uint8Array<ArrayBuffer>>();
  readonly #capacity: number;
  #bytes = 0;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const print = this.#prints.get(key);
    if (print) {
      // Back to the front of the queue.
      this.#prints.delete(key);
      this.#prints.set(key, print);
    }
    return print;
  }

  put(key: string, print: Uint8Array<ArrayBuffer>): void {
    if (print.byteLength > this.#capacity || this.#prints.has(key)) return;
    this.#prints.set(key, print);
    this.#bytes += print.byteLength;
    for (const [oldest, old] of this.#prints) {
      if (this.#bytes <= this.#capacity) break;
      this.#prints.delete(oldest);
      this.#bytes -= old.byteLength;
    }
  }
}
