import { ConfigError } from './config.ts';
import { StartupError } from './startup-error.ts';
import { StoreBusyError } from './store/data-dir-lock.ts';

/**
 * The lines `npm start` prints when it cannot start: one per fault, each saying what is wrong
 * and what to do. A fault nobody foresaw still gets one line (its message), not a stack trace.
 */
export function startupFailure(error: unknown, listen: { port: number; host: string }): string[] {
  const line = (text: string) => `h5-page cannot start: ${text}`;
  if (error instanceof ConfigError) return error.problems.map(line);
  if (error instanceof StartupError || error instanceof StoreBusyError)
    return [line(error.message)];
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return [
      line(
        `port ${listen.port} on ${listen.host} is already in use; stop what listens there or set PORT to a free port`,
      ),
    ];
  }
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return [line(`not allowed to listen on port ${listen.port}; set PORT to 1024 or above`)];
  }
  const message = error instanceof Error ? error.message : String(error);
  return [line(message.split('\n')[0] ?? 'unknown error')];
}
