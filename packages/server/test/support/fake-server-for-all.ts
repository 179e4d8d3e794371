import { beforeEach } from 'vitest';
import { aroundAll } from './around-all.ts';
import { startFakeServer } from './fake-http.ts';
import type { FakeServer } from './fake-http.ts';

/**
 * The fake outside service (`startFakeServer`) the tests of a file share, handed to `keep` once
 * started and closed after them. Its record of requests is emptied before each test, so a test
 * reads only what it sent; the routes it answers stay until replaced.
 */
export function fakeServerForAll(keep: (fake: FakeServer) => void): void {
  let started: FakeServer | undefined;
  aroundAll(
    async () => {
      started = await startFakeServer();
      keep(started);
      return started;
    },
    (fake) => fake.close(),
  );
  beforeEach(() => {
    started?.requests.splice(0);
  });
}
