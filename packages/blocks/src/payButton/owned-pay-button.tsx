import { chinaDate } from '@h5-page/schema/china-time';
import { APP_PAGE } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import type { Ownership } from './use-ownership.ts';
import '../shared/pill-button.css';
import './payButton.css';

/** What an owner's button says: the service is used in the community, as a group member's is. */
export const OWNER_BUTTON_TEXT = '前往社群享受服务';

/** What an owner reads instead of the offer: bought, and until when the service runs. */
export function ownedText(owned: Ownership, now: number = Date.now()): string {
  if (owned.expiresAt === null) return '已开通';
  const day = chinaDate(owned.expiresAt);
  return owned.expiresAt > now ? `已开通 · 有效期至 ${day}` : `已购买 · 服务已于 ${day} 到期`;
}

/**
 * A pay button whose visitor holds the product already: not offered again, it says it is bought
 * and until when (ownedText), and its button goes to the community customer service page, where
 * the service is used (as a joined group button does).
 */
export function OwnedPayButton({
  owned,
  path,
  value,
}: {
  owned: Ownership;
  path: string;
  value: { mark?: string; productId?: number };
}) {
  const runtime = useRuntime();
  const toService = () => {
    runtime.tracker.click(OWNER_BUTTON_TEXT, {
      block: 'payButton',
      path,
      mark: value.mark ?? null,
      productId: value.productId ?? null,
    });
    runtime.env.openAppPage(APP_PAGE.COMMUNITY_SERVICE);
  };
  return (
    <div className="h5-pay-button h5-pay-button-owned">
      <p className="h5-pay-button-status">{ownedText(owned)}</p>
      <button
        type="button"
        className="h5-pay-button-body h5-pay-button-text h5-pay-button-service"
        onClick={toService}
      >
        <span className="h5-pay-button-label">{OWNER_BUTTON_TEXT}</span>
      </button>
    </div>
  );
}
