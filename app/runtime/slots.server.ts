/**
 * At most `size` jobs at once; the rest wait their turn in order. Memory-hungry work (image
 * transforms, PDFs) runs through one of these, so a crawler asking for a hundred at once makes
 * a queue, not a hundred buffers. Counts are kept for /ops/memory and the tests.
 */
export class Slots {
  #running = 0;
  #peak = 0;
  #mostWaiting = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    // A finishing job hands its slot straight to the next waiter, so a newcomer can never slip
    // in between the wake-up and the waiter's turn.
    if (this.#running < this.size) this.#running++;
    else {
      const turn = new Promise<void>((r) => this.#waiting.push(r));
      this.#mostWaiting = Math.max(this.#mostWaiting, this.#waiting.length);
      await turn;
    }
    this.#peak = Math.max(this.#peak, this.#running);
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }

  /** Running and waiting now, and the most ever running and waiting at once. */
  counts(): { running: number; waiting: number; peak: number; mostWaiting: number } {
    return {
      running: this.#running,
      waiting: this.#waiting.length,
      peak: this.#peak,
      mostWaiting: this.#mostWaiting,
    };
  }
}
