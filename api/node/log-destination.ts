import type { DestinationStream } from 'pino';

/** What the lines are handed to: pino's own asynchronous destination, `pino.destination({ sync: false })`. */
export interface Destination {
  write(chunk: string): unknown;
  flush(callback?: (err?: Error) => unknown): void;
  flushSync(): void;
}

export interface TurnBatchedDestination extends DestinationStream {
  /** Hands the gathered lines on, then flushes the destination (pino's `logger.flush(cb)`). */
  flush(callback?: (err?: Error) => unknown): void;
  /** Writes the gathered lines and whatever the destination holds, synchronously. */
  flushSync(): void;
}

// Destinations with lines gathered but not yet handed on: written synchronously if the process
// exits first (signals.ts exits right after the last line, `stopped`).
const gathering = new Set<() => void>();
process.on('exit', () => {
  for (const writeNow of gathering) writeNow();
});

/**
 * The lines pino writes during one turn of the event loop, handed to `destination` as one write
 * once the turn is done (`setImmediate`), in the order written.
 *
 * Why not each line as it comes: sonic-boom keeps the lines waiting for the write in flight as one
 * growing string and measures it in bytes on every write (`Buffer.byteLength`, which copies a
 * concatenated string into one piece), so a line costs in proportion to the lines before it, and
 * a line that finds no write in flight is a write of its own through the thread pool. Gathered per
 * turn, sonic-boom sees one write a turn (measured in docs/api.md, "Bench").
 */
export function turnBatched(destination: Destination): TurnBatchedDestination {
  let lines: string[] = [];
  const handOn = (): void => {
    gathering.delete(writeNow);
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    destination.write(chunk);
  };
  const writeNow = (): void => {
    handOn();
    destination.flushSync();
  };
  return {
    write(line: string): void {
      lines.push(line);
      if (lines.length > 1) return;
      gathering.add(writeNow);
      setImmediate(handOn);
    },
    flush(callback) {
      handOn();
      destination.flush(callback);
    },
    flushSync: writeNow,
  };
}
