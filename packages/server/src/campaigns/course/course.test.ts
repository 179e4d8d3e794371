import { describe } from 'vitest';
import { courseSuite } from '#test/suites/course-suite.ts';

describe('course calls on PGlite', () => {
  courseSuite(async () => ({}));
});
