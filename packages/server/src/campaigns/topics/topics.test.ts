import { describe } from 'vitest';
import { topicSuite } from '#test/suites/topic-suite.ts';

describe('topic-page calls on PGlite', () => {
  topicSuite(async () => ({}));
});
