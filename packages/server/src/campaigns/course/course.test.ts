import { describe } from 'vitest';
import { courseSuite } from './course-suite.ts';

describe('course calls on PGlite', () => {
  courseSuite(async () => ({}));
});
