import type { Offsets } from './editor-offsets';

export interface Snapshot {
  html: string;
  selection: Offsets | null;
}

const LIMIT = 100;

/**
 * The editor's own undo and redo: commands rebuild elements, which the browser's undo cannot
 * follow, so every change (a command, a burst of typing, a paste) is recorded here instead.
 */
export class EditorHistory {
  private past: Snapshot[] = [];
  private future: Snapshot[] = [];

  /** Keeps the state before a change. */
  record(before: Snapshot): void {
    if (this.past.at(-1)?.html === before.html) return;
    this.past.push(before);
    if (this.past.length > LIMIT) this.past.shift();
    this.future = [];
  }

  undo(current: Snapshot): Snapshot | undefined {
    const previous = this.past.pop();
    if (previous) this.future.push(current);
    return previous;
  }

  redo(current: Snapshot): Snapshot | undefined {
    const next = this.future.pop();
    if (next) this.past.push(current);
    return next;
  }
}
