/**
 * A fault at start that the operator fixes (a data directory that cannot be used, a database
 * or Redis that does not answer): its message is the one line `npm start` prints before it
 * exits, saying what is wrong and what to do, never a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
