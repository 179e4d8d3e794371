import type { FormRule } from 'antd';

/**
 * A form rule out of a check shared with the server (`passwordProblem`, `pageCodeProblem`), so a
 * form refuses what the server would, in the server's words.
 */
export function problemRule(problemOf: (value: string) => string | null): FormRule {
  return {
    validator: (_, value: string | undefined) => {
      const problem = problemOf(value ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
