import type { PageAfterEnd } from '@h5-page/schema/after-end';

/**
 * What visitors get once a published version's end has passed: the page file's `after_end` (the
 * ended page with a message and an optional link, or a redirect to another page) as its publish
 * checked it. Stored as this JSON in `page_versions.after_end` and answered as such by the admin
 * API.
 */
export type AfterEnd = PageAfterEnd;
