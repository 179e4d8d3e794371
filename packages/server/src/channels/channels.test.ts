import { describe } from 'vitest';
import { channelsSuite } from '#test/suites/channels-suite.ts';

describe('channel links on PGlite', () => {
  channelsSuite(() => null);
});
