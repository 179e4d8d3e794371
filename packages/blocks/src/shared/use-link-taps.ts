import type { MouseEvent } from 'react';
import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';

/**
 * Taps on the links inside markup a block did not write (a snippet, a rich text): each leaves the
 * page through the link action, so it obeys the same allow-list as a button (this site and
 * REDIRECT_ALLOW_HOSTS) and a link to any other host is refused with its toast. Links matching
 * `ownLinks` are followed by the browser itself.
 */
export function useLinkTaps(
  path: string,
  block: string,
  ownLinks?: RegExp,
): (event: MouseEvent<HTMLElement>) => void {
  const runtime = useRuntime();
  return (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href') ?? '';
    if (ownLinks?.test(href)) return;
    event.preventDefault();
    void runtime.actions.run({ type: BUTTON_ACTION_TYPE.LINK, atext: href }, { path, block });
  };
}
