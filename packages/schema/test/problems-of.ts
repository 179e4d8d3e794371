import type { z } from 'zod';
import { formatPath } from '../src/format-path.ts';
import { issueMessage } from '../src/issue-message.ts';

/** What a schema says of an input, as `path: message` lines; none when it parses. */
export function problemsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: issueMessage });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}
