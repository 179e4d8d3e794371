import { autoFitRedirectUrl } from './auto-fit.ts';
import { MOBILE_PATTERN } from './detect-environment.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The text of the inline script that sends a desktop visitor of an auto-fit page to its desktop
 * rendering, before anything is painted: the same rule as `autoFitRedirectUrl` (the mobile test
 * of `detectEnvironment`), run in the browser so that the page's HTML is one for every visitor
 * and a shared cache can keep it. The target comes from the element's `data-to`, so the text
 * (and its CSP hash) is the same on every page.
 */
export const AUTO_FIT_SCRIPT = `(function(){var s=document.currentScript;if(s&&!${MOBILE_PATTERN.toString()}.test(navigator.userAgent))location.replace(s.getAttribute('data-to')+location.search)})()`;

/**
 * The auto-fit script element for `page` (empty when the page is not auto-fit): its target is
 * the desktop rendering without a query, the browser adds the visitor's own.
 */
export function autoFitScriptTag(page: { code: string; is_auto_fit: number }): string {
  const target = autoFitRedirectUrl(page, false, '');
  return target ? `<script data-to="${escapeHtml(target)}">${AUTO_FIT_SCRIPT}</script>` : '';
}
