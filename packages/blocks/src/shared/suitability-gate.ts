import { API_PATHS } from '@h5-page/schema/constants';
import { isSafeUrl } from '@h5-page/schema/safe-url';
import {
  RISK_TEST_PATH,
  SUITABILITY_MISMATCH,
  UNASSESSED_WARNING,
  isRiskLevel,
  isRiskTier,
  levelText,
  tierText,
} from '@h5-page/schema/suitability';
import type { RiskLevel, RiskTier } from '@h5-page/schema/suitability';
import { loadChunk } from '../load-chunk.ts';
import type { RuntimeApi } from '../runtime.ts';
import type { openSuitabilityDialog } from './suitability-dialog.tsx';

/** The refusal of an order by a visitor without a confirmed match (besides SUITABILITY_MISMATCH). */
export const SUITABILITY_UNCONFIRMED = 'SUITABILITY_UNCONFIRMED';

/** What the suitability dialogs say besides the server's `text`. */
export const SUITABILITY_TEXT = {
  UNASSESSED_TITLE: '风险测评',
  MISMATCH_TITLE: '风险不匹配警示',
  MATCH_TITLE: '适当性匹配确认',
  ASSESS: '去测评',
  REASSESS: '重新测评',
  NOT_NOW: '暂不购买',
  CONFIRM: '确认购买',
  CANCEL: '取消',
  /** The one button of a refusal that only informs. */
  OK: '知道了',
  PRODUCT_LEVEL: '产品风险等级',
  VISITOR_TIER: '您的风险承受能力等级',
  /** A check whose answer is not one of the three outcomes. */
  CHECK_FAILED: '暂时无法完成适当性匹配，请稍后重试',
} as const;

/** The SUITABILITY_CHECK answer. */
export interface SuitabilityCheck {
  match_id: number | string;
  shop_product_id: number;
  product_name: string;
  risk_level: RiskLevel;
  tier: RiskTier | null;
  assessed_at: number | string | null;
  outcome: 'match' | 'mismatch' | 'unassessed';
  /** What the visitor must be shown, word for word. */
  text: string;
}

/** One suitability dialog: its title, the server's text, the levels, and its two buttons. */
export interface SuitabilityDialogContent {
  title: string;
  text: string;
  /** The product's level and the visitor's tier, where known. */
  facts: readonly { label: string; value: string }[];
  /** The button that goes on (去测评, 重新测评, 确认购买); none where there is nowhere to go. */
  primary?: string;
  /** The button that stops (暂不购买, 取消); Escape answers it too. */
  secondary: string;
}

/** Which button the visitor tapped. */
export type SuitabilityChoice = 'primary' | 'secondary';

/** Shows a suitability dialog and resolves the visitor's answer once it has closed. */
export type AskSuitability = (content: SuitabilityDialogContent) => Promise<SuitabilityChoice>;

type DialogModule = { openSuitabilityDialog: typeof openSuitabilityDialog };
let dialogModule: Promise<DialogModule> | undefined;

/**
 * The dialog of the real page: its React and CSS are a chunk of their own, fetched on the first
 * pay tap that needs it (a page that is never paid on never loads it).
 */
export const askSuitability: AskSuitability = async (content) => {
  dialogModule ??= loadChunk(() => import('./suitability-dialog.tsx'));
  let module: DialogModule;
  try {
    module = await dialogModule;
  } catch (error) {
    dialogModule = undefined;
    throw error;
  }
  return module.openSuitabilityDialog(content);
};

/** What the gate needs of its page: the pay action's services, or a block's runtime. */
export interface SuitabilityGateDeps {
  api: Pick<RuntimeApi, 'get' | 'post'>;
  toast(message: string): void;
  /** Goes to a URL in this window (the questionnaire comes back to `from`). */
  openUrl(url: string): void;
  /** This page's whole address: the questionnaire's `from`. */
  href(): string;
  /** The assessment provider's questionnaire (ClientConfig.suitabilityAssessUrl). */
  assessUrl?: string;
  /** Default: the dialog chunk. */
  ask?: AskSuitability;
}

/**
 * The questionnaire's address with `from` (the page to come back to): the configured provider's,
 * else the development one (RISK_TEST_PATH). A configured address that could run script is not
 * followed.
 */
export function assessUrlOf(configured: string | undefined, from: string): string {
  const wanted = configured?.trim() ?? '';
  const base = wanted && isSafeUrl(wanted) ? wanted : RISK_TEST_PATH;
  const hashAt = base.indexOf('#');
  const address = hashAt < 0 ? base : base.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : base.slice(hashAt);
  const joiner = !address.includes('?') ? '?' : /[?&]$/.test(address) ? '' : '&';
  return `${address}${joiner}from=${encodeURIComponent(from)}${hash}`;
}

/** The path of an address (`/h5-page/h5/buy`), '' when it has none. */
function pathOf(href: string): string {
  try {
    return new URL(href).pathname;
  } catch {
    return '';
  }
}

function factsOf(check: Pick<SuitabilityCheck, 'risk_level' | 'tier'>) {
  const facts: { label: string; value: string }[] = [];
  if (isRiskLevel(check.risk_level)) {
    facts.push({ label: SUITABILITY_TEXT.PRODUCT_LEVEL, value: levelText(check.risk_level) });
  }
  if (isRiskTier(check.tier)) {
    facts.push({ label: SUITABILITY_TEXT.VISITOR_TIER, value: tierText(check.tier) });
  }
  return facts;
}

const isOutcome = (value: unknown): value is SuitabilityCheck['outcome'] =>
  value === 'match' || value === 'mismatch' || value === 'unassessed';

/**
 * The suitability gate of every pay path (《证券期货投资者适当性管理办法》), run after the
 * already-paid check and before the order: asks the server how the product's risk level stands
 * against the visitor's tier (SUITABILITY_CHECK, with this page's path) and shows its text.
 *
 * - unassessed: 风险测评, 去测评 (the questionnaire, back to this page) or 暂不购买;
 * - mismatch: 风险不匹配警示, 重新测评 or 暂不购买; never bought;
 * - match: 适当性匹配确认 with the level and tier, 确认购买 (SUITABILITY_CONFIRM) or 取消.
 *
 * Resolves true only when the visitor confirmed a match and the server recorded it: the caller
 * then creates the order. A failed call has been shown by the API client.
 */
export async function passSuitability(
  deps: SuitabilityGateDeps,
  shopProductId: number,
): Promise<boolean> {
  const ask = deps.ask ?? askSuitability;
  let check: SuitabilityCheck | undefined;
  try {
    check = await deps.api.get<SuitabilityCheck>(
      API_PATHS.SUITABILITY_CHECK,
      { shop_product_id: shopProductId, page: pathOf(deps.href()) },
      { needToken: true, hideError: true },
    );
  } catch {
    return false;
  }
  const text = typeof check?.text === 'string' ? check.text.trim() : '';
  if (!check || !isOutcome(check.outcome) || !text) {
    deps.toast(SUITABILITY_TEXT.CHECK_FAILED);
    return false;
  }
  const assess = () => deps.openUrl(assessUrlOf(deps.assessUrl, deps.href()));
  const facts = factsOf(check);

  if (check.outcome === 'unassessed') {
    const choice = await ask({
      title: SUITABILITY_TEXT.UNASSESSED_TITLE,
      text,
      facts,
      primary: SUITABILITY_TEXT.ASSESS,
      secondary: SUITABILITY_TEXT.NOT_NOW,
    });
    if (choice === 'primary') assess();
    return false;
  }
  if (check.outcome === 'mismatch') {
    const choice = await ask({
      title: SUITABILITY_TEXT.MISMATCH_TITLE,
      text,
      facts,
      primary: SUITABILITY_TEXT.REASSESS,
      secondary: SUITABILITY_TEXT.NOT_NOW,
    });
    if (choice === 'primary') assess();
    return false;
  }
  const choice = await ask({
    title: SUITABILITY_TEXT.MATCH_TITLE,
    text,
    facts,
    primary: SUITABILITY_TEXT.CONFIRM,
    secondary: SUITABILITY_TEXT.CANCEL,
  });
  if (choice !== 'primary') return false;
  try {
    await deps.api.post(
      API_PATHS.SUITABILITY_CONFIRM,
      { match_id: check.match_id },
      { needToken: true, hideError: true },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The envelope's code of a failed gateway call, as text (`SUITABILITY_MISMATCH`), where the
 * runtime's API client gave it (`reason`); null otherwise.
 */
export function failureReason(error: unknown): string | null {
  const reason = typeof error === 'object' && error ? (error as { reason?: unknown }).reason : null;
  return typeof reason === 'string' && reason ? reason : null;
}

/**
 * After an order call made `quiet` failed: a suitability refusal is shown in full in a dialog, its
 * msg the text (SUITABILITY_MISMATCH: 风险不匹配警示 with 重新测评 and 暂不购买, or 风险测评 with
 * 去测评 and 暂不购买 when its msg is the unassessed warning;
 * SUITABILITY_UNCONFIRMED: 适当性匹配确认 with 知道了, as paying again runs the gate); any other
 * failure the API client has not shown is toasted, as it would have been. Resolves whether it was
 * a suitability refusal.
 */
export async function showOrderRefusal(
  deps: SuitabilityGateDeps,
  error: unknown,
): Promise<boolean> {
  const reason = failureReason(error);
  const message = error instanceof Error ? error.message.trim() : '';
  if (reason === SUITABILITY_MISMATCH) {
    // The same code refuses a visitor without a (current) tier, with the unassessed warning.
    const unassessed = message === UNASSESSED_WARNING;
    const choice = await (deps.ask ?? askSuitability)({
      title: unassessed ? SUITABILITY_TEXT.UNASSESSED_TITLE : SUITABILITY_TEXT.MISMATCH_TITLE,
      text: message || SUITABILITY_TEXT.CHECK_FAILED,
      facts: [],
      primary: unassessed ? SUITABILITY_TEXT.ASSESS : SUITABILITY_TEXT.REASSESS,
      secondary: SUITABILITY_TEXT.NOT_NOW,
    });
    if (choice === 'primary') deps.openUrl(assessUrlOf(deps.assessUrl, deps.href()));
    return true;
  }
  if (reason === SUITABILITY_UNCONFIRMED) {
    // Paying again runs the gate again: the visitor is assessed or confirms there.
    await (deps.ask ?? askSuitability)({
      title: SUITABILITY_TEXT.MATCH_TITLE,
      text: message || SUITABILITY_TEXT.CHECK_FAILED,
      facts: [],
      secondary: SUITABILITY_TEXT.OK,
    });
    return true;
  }
  // The API client marks what it has already said (an expired login is said even when quiet).
  const shown = typeof error === 'object' && error ? (error as { shown?: unknown }).shown : true;
  if (shown === false && message) deps.toast(message);
  return false;
}
