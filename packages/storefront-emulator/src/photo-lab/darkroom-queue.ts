/**
 * Lets at most `slots` prints develop at once, the others waiting their turn in order: a page of 24 tiles asks
 * 24 prints together, and an upload holds about 100 MB of raw pixels while it develops.
 */
export class DarkroomQueue {
  readonly #slots: number;
  #busy = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(slots: number) {
    this.#slots = slots;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#busy >= this.#slots) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or frees up.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy -= 1;
    }
  }
}
