import type { Checkpoint } from '@dating/domain';

/** One committed append: the streams it wrote (none when heard from another process) and its last event's position. */
export interface Appended {
  readonly streamIds: readonly string[];
  readonly checkpoint: Checkpoint;
}
export type AppendListener = (appended: Appended) => void;

/** In-process nudge after a committed append, so consumers need not wait for their next poll. */
export interface AppendNotifying {
  /** Returns a function that removes the listener. */
  onAppended(listener: AppendListener): () => void;
}

export class AppendNotifier implements AppendNotifying {
  readonly #listeners = new Set<AppendListener>();

  onAppended(listener: AppendListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  clear(): void {
    this.#listeners.clear();
  }

  notify(appended: Appended): void {
    for (const listener of this.#listeners) {
      // A nudge is only a hint: a failing listener must not fail the append that already committed.
      try {
        listener(appended);
      } catch {
        continue;
      }
    }
  }
}
