import { describe } from 'vitest';
import { eventPartitionsSuite } from '#test/suites/event-partitions-suite.ts';

describe('the events table by month on PGlite', () => {
  eventPartitionsSuite(
    () => null,
    async () => ({ url: null, drop: async () => {} }),
  );
});
