import { describe } from 'vitest';
import { auditSuite } from '#test/suites/audit-suite.ts';

describe('the audit trail on PGlite', () => {
  auditSuite(() => null);
});
