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

// At thousands of lines a second, most share their millisecond: format its time once.
let lastMs = 0;
let lastIso = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/** `{"a":1}` as the `,"a":1` to append to a line; '' for no fields. */
function fragment(fields: LogFields): string {
  const json = JSON.stringify(fields);
  return json.length > 2 ? `,${json.slice(1, -1)}` : '';
}

export class Logger {
  readonly level: LogLevel;
  readonly #write: (line: string) => void;
  // The bound fields, serialised once, on the first line written rather than on every line: a
  // request's logger is made for every request and seldom writes.
  #context: string | undefined = '';
  #parent: Logger | undefined;
  #fields: LogFields = {};

  constructor(options: LoggerOptions = {}, fields: LogFields = {}) {
    this.level = options.level ?? 'info';
    this.#write = options.write ?? ((line) => console.log(line));
    this.#context = fragment(fields);
  }

  /** A logger that adds `fields` (for example the request id) to every line. */
  child(fields: LogFields): Logger {
    const child = new Logger({ level: this.level, write: this.#write });
    child.#context = undefined;
    child.#parent = this;
    child.#fields = fields;
    return child;
  }

  #boundFields(): string {
    this.#context ??= (this.#parent === undefined ? '' : this.#parent.#boundFields()) + fragment(this.#fields);
    return this.#context;
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

  #log(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields): void {
    if (!this.enabled(level)) return;
    const extra = fields === undefined ? '' : fragment(fields);
    this.#write(`{"time":"${isoNow()}","level":"${level}","msg":${JSON.stringify(msg)}${this.#boundFields()}${extra}}`);
  }
}
