export interface BatchOptions {
  /** Longest a line waits; default 50 ms. */
  maxDelayMs?: number;
  /** Lines that trigger a write at once; default 500. */
  maxLines?: number;
}

/**
 * A log sink for Node: lines are written in batches (every `maxDelayMs`, or at once past
 * `maxLines`) instead of one write per line, which for a file or pipe is a synchronous syscall
 * costing more than the request it logs. Pending lines are written on exit, crashes included;
 * only a SIGKILL loses them.
 */
export function batchedLines(
  stream: { write(chunk: string): unknown } = process.stdout,
  options: BatchOptions = {},
): { write: (line: string) => void; flush: () => void } {
  const maxDelayMs = options.maxDelayMs ?? 50;
  const maxLines = options.maxLines ?? 500;
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const chunk = `${pending.join('\n')}\n`;
    pending = [];
    stream.write(chunk);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending.push(line);
      if (pending.length >= maxLines) flush();
      // Unref'd: a pending log line never keeps the process alive; exit flushes it.
      else timer ??= setTimeout(flush, maxDelayMs).unref();
    },
    flush,
  };
}
