import { describe } from 'vitest';
import { topicSuite } from './topic-suite.ts';

describe('topic-page calls on PGlite', () => {
  topicSuite(async () => ({}));
});
