// The API's logger: pino, one JSON object a line, `level` by name and `time` in ISO 8601.
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * pino's `isoTime`, formatted again only when the millisecond changes: the lines of a busy turn
 * share it (measured in docs/api.md, "Bench").
 */
export function isoTimeByMillisecond(now: () => number = () => Date.now()): () => string {
  let formattedAt = Number.NaN;
  let text = '';
  return () => {
    const ms = now();
    if (ms !== formattedAt) {
      formattedAt = ms;
      text = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return text;
  };
}

/** Lines at `level` (default `info`) and above, to `destination` (default stdout). */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: null, // no pid or hostname a line: the collector knows which instance it read
    timestamp: isoTimeByMillisecond(),
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return options.destination === undefined ? pino(settings) : pino(settings, options.destination);
}

/** A destination that hands each parsed line to `onLine`: for tests and in-process readers. */
export function linesTo(onLine: (line: Record<string, unknown>) => void): DestinationStream {
  return { write: (line: string) => onLine(JSON.parse(line) as Record<string, unknown>) };
}
