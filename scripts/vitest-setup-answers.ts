import { afterEach } from 'vitest';
import { inspectAnswers, type AnswerMismatch } from '../packages/server/src/core/answers.ts';

// Every answer a test receives from a server it built is held to what its route declares
// (`schema.response`): the test that received one that does not match fails, naming the route and
// the path inside the answer, so a declaration cannot drift from what the route sends.
const mismatches: AnswerMismatch[] = [];
inspectAnswers((mismatch) => mismatches.push(mismatch));

afterEach(() => {
  if (mismatches.length === 0) return;
  const found = mismatches.splice(0);
  const lines = found.map(
    (m) => `${m.method} ${m.url} (${m.status}): ${m.problems.slice(0, 5).join('; ')}`,
  );
  throw new Error(
    `answers that do not match their route's schema:\n${[...new Set(lines)].join('\n')}`,
  );
});
