import { z } from 'zod';

/**
 * An id that links blocks to each other or to server records (popup ids, group ids, code ids...):
 * a non-empty string or an integer. The spec gives ids no type, and page files from different
 * sources spell them both ways; compare ids as `String(id)`.
 */
export const idField = z.union([z.string().min(1), z.int()], {
  error: (issue) =>
    issue.input === undefined ? 'required' : 'expected a non-empty string or an integer',
});
