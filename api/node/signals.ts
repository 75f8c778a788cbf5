import { createLogger, type Logger } from '../logger.ts';
import type { RunningServer } from './listen.ts';

export interface SignalOptions {
  signals?: readonly NodeJS.Signals[];
  logger?: Logger;
  /** Default `process.exit`; tests pass a spy. */
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: drain, then exit 0 (1 if the timeout had to cut connections). A second
 * signal while draining exits at once. Returns a function that removes the handlers.
 */
export function exitOnSignals(running: Pick<RunningServer, 'shutdown'>, options: SignalOptions = {}): () => void {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const logger = options.logger ?? createLogger();
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let received = false;
  let exited = false;
  const exitOnce = (code: number): void => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (received) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      exitOnce(1);
      return;
    }
    received = true;
    logger.info({ signal }, 'signal received');
    void running.shutdown().then((clean) => exitOnce(clean ? 0 : 1));
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
