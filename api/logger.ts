/**
 * JSON-lines logger: one object per line (`time`, `level`, `msg`, then fields), which every log
 * collector parses. Web-standard only (the sink defaults to `console.log`), so the app stays
 * runtime-agnostic.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Readonly<Record<string, unknown>>;

const RANK: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export const LOG_LEVELS = Object.keys(RANK) as readonly LogLevel[];

export function isLogLevel(value: string): value is LogLevel {
  return Object.hasOwn(RANK, value);
}

export interface LoggerOptions {
  /** Lowest level written; default `info`. */
  level?: LogLevel;
  /** Where a finished line goes; default `console.log`. */
  write?: (line: string) => void;
}

export class Logger {
  readonly level: LogLevel;
  readonly #write: (line: string) => void;
  readonly #fields: LogFields;

  constructor(options: LoggerOptions = {}, fields: LogFields = {}) {
    this.level = options.level ?? 'info';
    this.#write = options.write ?? ((line) => console.log(line));
    this.#fields = fields;
  }

  /** A logger that adds `fields` (for example the request id) to every line. */
  child(fields: LogFields): Logger {
    return new Logger({ level: this.level, write: this.#write }, { ...this.#fields, ...fields });
  }

  enabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return RANK[level] >= RANK[this.level];
  }

  debug(msg: string, fields?: LogFields): void {
    this.#log('debug', msg, fields);
  }
  info(msg: string, fields?: LogFields): void {
    this.#log('info', msg, fields);
  }
  warn(msg: string, fields?: LogFields): void {
    this.#log('warn', msg, fields);
  }
  error(msg: string, fields?: LogFields): void {
    this.#log('error', msg, fields);
  }

  #log(level: Exclude<LogLevel, 'silent'>, msg: string, fields: LogFields = {}): void {
    if (!this.enabled(level)) return;
    this.#write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...this.#fields, ...fields }));
  }
}
