import { PREVIEW_QUERY_PARAM, PREVIEW_QUERY_VALUE } from '@h5-page/schema/constants';

/**
 * Whether an event comes from a preview render: its page address (`path`, with the query, as
 * the visitor app reports it) asks for the draft (`isPreview=1`) or carries a signed preview
 * link's token. Previews are editors checking their work, never visits: not counted.
 */
export function isPreviewEvent(path: string | null): boolean {
  if (!path) return false;
  const queryStart = path.indexOf('?');
  if (queryStart < 0) return false;
  const query = new URLSearchParams(path.slice(queryStart + 1).split('#')[0]);
  return query.get(PREVIEW_QUERY_PARAM) === PREVIEW_QUERY_VALUE || query.has('preview_token');
}
