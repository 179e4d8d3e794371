import { flag, intOr } from './fields.ts';

/**
 * A listing's paging in the query string: which page, how many rows, and whether an auditor asks
 * for the rows unmasked (`whole=1`).
 */
export const pagedFields = {
  page: intOr(1, 100_000, 1),
  page_size: intOr(1, 100, 20),
  whole: flag(0),
};

/** The parsed paging, as the handlers read it. */
export const pagingOf = (query: { page: number; page_size: number; whole: number }) => ({
  page: query.page,
  pageSize: query.page_size,
  whole: query.whole === 1,
});
