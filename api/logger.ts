import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * The API's logger is pino: one JSON object a line, which every log collector parses. Lines carry
 * `level` by name and `time` in ISO 8601, so they read the same in a terminal and a collector.
 * Where the lines go is the caller's: stdout by default, a stream in tests, an asynchronous
 * destination on Node (api/node/main.ts).
 */
export type { Logger } from 'pino';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** Lowest level written; default `info`. */
  level?: LogLevel;
  /** Where the lines go; default stdout. */
  destination?: DestinationStream;
}

/**
 * pino's `isoTime`, formatted once a millisecond: `toISOString` costs 1-2 µs, the lines of a busy
 * turn share their millisecond, and the text is the same (docs/api.md, "Bench").
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

export function createLogger(options: LoggerOptions = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    // No pid or hostname on every line: the collector knows which instance it read.
    base: null,
    timestamp: isoTimeByMillisecond(),
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return options.destination === undefined ? pino(settings) : pino(settings, options.destination);
}

/** A destination that hands each parsed line to `onLine`: for tests and in-process readers. */
export function linesTo(onLine: (line: Record<string, unknown>) => void): DestinationStream {
  return { write: (line: string) => onLine(JSON.parse(line) as Record<string, unknown>) };
}
