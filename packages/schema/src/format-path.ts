import { ROOT_PATH } from './problem.ts';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A problem path from path segments: `['page_schema', 2, 'value', 'endTime']` gives
 * `page_schema[2].value.endTime`. Keys that are not identifiers are quoted (`meta["a b"]`);
 * no segments give `(root)`.
 */
export function formatPath(segments: readonly PropertyKey[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (typeof segment === 'symbol') path += `[${segment.toString()}]`;
    else if (IDENTIFIER.test(segment)) path += path === '' ? segment : `.${segment}`;
    else path += `[${JSON.stringify(segment)}]`;
  }
  return path === '' ? ROOT_PATH : path;
}
