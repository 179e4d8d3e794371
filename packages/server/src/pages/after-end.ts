/**
 * What visitors get once a published version's end has passed, as the marketer chose it when
 * publishing: the ended page with a message and an optional link, or a redirect to another page.
 * Stored as this JSON in `page_versions.after_end` and answered as such by the admin API.
 */
export type AfterEnd =
  | { kind: 'notice'; message: string; link_text: string; link_url: string }
  | { kind: 'redirect'; url: string };
