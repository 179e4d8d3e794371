import type { BlockRuntime, QueryValue } from '../runtime.ts';

/**
 * `terminal_type` of the activity data calls, as the page-detail call sends it: 1 the app, 2 a
 * mobile browser, 3 a desktop browser.
 */
export function terminalType(env: Pick<BlockRuntime['env'], 'isApp' | 'isMobile'>): number {
  if (env.isApp) return 1;
  return env.isMobile ? 2 : 3;
}

/** The id of a block's live record (`1` and `'1'` alike), or '' when it has none. */
export function liveId(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The query of the activity data calls (virtual users of the notice block, vacancies of the number
 * and progress blocks): `id`, `terminal_type`, `is_preview` (1 on a draft).
 */
export function liveQuery(runtime: BlockRuntime, id: string): Record<string, QueryValue> {
  return { id, terminal_type: terminalType(runtime.env), is_preview: runtime.page.preview ? 1 : 0 };
}
