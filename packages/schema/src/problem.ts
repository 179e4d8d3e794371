/** One thing wrong with (or worth knowing about) a page file. */
export interface Problem {
  /** Where: `page_schema[2].value.endTime`, or `(root)` for the input as a whole. */
  path: string;
  /** What, in short English: `expected a number`, `required`, ... */
  message: string;
}

/** Path of a problem with the input as a whole. */
export const ROOT_PATH = '(root)';

/** `path: message`, the line the import command prints per problem. */
export function formatProblem(p: Problem): string {
  return `${p.path}: ${p.message}`;
}
