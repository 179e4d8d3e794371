/**
 * A job that runs one at a time however often it is asked: a request while it runs makes it run
 * once more after, and the promise given then settles after that run, so a caller that asked
 * after a change knows the change was looked at. A failure goes to `onError`; the next ask runs
 * it again.
 */
export function serialRun(work: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await work();
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }
  return {
    run,
    /** No run starts from now on; resolves once the one under way ended. */
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
