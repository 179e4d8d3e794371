import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { ConsentLine } from '../shared/consent-line.tsx';
import { CONTACT_INPUTS } from '../shared/contact-inputs.ts';
import { OwnPhone } from '../shared/own-phone.tsx';
import { useDraftForm } from '../shared/use-draft-form.ts';
import type { DraftRequest } from '../shared/use-draft-form.ts';

/**
 * The holdings check-up request: name and holdings, checked here, then by the server, which
 * files it under the phone the visitor's login verified (shown masked, not typed) with the
 * version of the statement they agreed to.
 */
export function SimStockHold({ path }: { path: string }) {
  const runtime = useRuntime();
  const form = useDraftForm(`${path}:stockHold`, {
    real_name: '',
    holdings: '',
    note: '',
  });

  const request = (): DraftRequest | undefined => {
    const name = form.values.real_name.trim();
    if (!name) {
      runtime.toast('请输入您的姓名');
      return undefined;
    }
    if (!form.values.holdings.trim()) {
      runtime.toast('请填写你的持仓股票');
      return undefined;
    }
    return { path: API_PATHS.STOCK_HOLD_APPLY, body: { ...form.values, real_name: name } };
  };

  if (form.done) {
    return (
      <div className="h5-sim-signup h5-sim-signed">
        <strong>预约成功</strong>
        <p>投顾老师将在 1 个交易日内与你联系，来电号码以 020 开头，请留意接听。</p>
      </div>
    );
  }
  return (
    <form
      className="h5-sim-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(request);
      }}
    >
      <input className="h5-sim-input" {...CONTACT_INPUTS.name} {...form.bind('real_name')} />
      <OwnPhone className="h5-sim-input" />
      <textarea
        className="h5-sim-input"
        placeholder="持仓股票，例如：贵州茅台 200 股、招商银行 1000 股"
        maxLength={200}
        rows={3}
        aria-label="持仓股票"
        {...form.bind('holdings')}
      />
      <input
        className="h5-sim-input"
        placeholder="想咨询的问题（选填）"
        maxLength={200}
        aria-label="想咨询的问题"
        {...form.bind('note')}
      />
      <ConsentLine consent={form.consent} />
      <button type="submit" className="h5-sim-primary" disabled={form.busy}>
        免费预约持仓体检
      </button>
    </form>
  );
}
