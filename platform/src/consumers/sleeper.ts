/** A sleep that `wake()` cuts short; a wake while awake makes the next sleep return at once. */
export class Sleeper {
  #pending = false;
  #current?: { timer: NodeJS.Timeout; resolve: () => void };

  sleep(ms: number): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#finish(), ms);
      this.#current = { timer, resolve };
    });
  }

  wake(): void {
    if (this.#current) this.#finish();
    else this.#pending = true;
  }

  #finish(): void {
    const current = this.#current;
    this.#current = undefined;
    if (!current) return;
    clearTimeout(current.timer);
    current.resolve();
  }
}
