/**
 * The requests a fault keeps waiting (slow, hang). Each wait ends early when its client gives up, and all of
 * them end when the emulator closes: no timer outlives the server.
 */
export class PendingWaits {
  readonly #releases = new Set<() => void>();

  /** Resolves after `ms`, or as soon as the request is aborted or the emulator closes. */
  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return this.#wait(signal, (release) => {
      const timer = setTimeout(release, ms);
      return () => clearTimeout(timer);
    });
  }

  /** Resolves only when the request is aborted or the emulator closes. */
  hold(signal: AbortSignal): Promise<void> {
    return this.#wait(signal, () => () => {});
  }

  /** Ends every wait now. */
  releaseAll(): void {
    for (const release of [...this.#releases]) release();
  }

  get count(): number {
    return this.#releases.size;
  }

  #wait(signal: AbortSignal, arm: (release: () => void) => () => void): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const release = () => {
        disarm();
        signal.removeEventListener('abort', release);
        this.#releases.delete(release);
        resolve();
      };
      const disarm = arm(release);
      signal.addEventListener('abort', release, { once: true });
      this.#releases.add(release);
    });
  }
}
