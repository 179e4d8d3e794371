import { API_PATHS } from '@h5-page/schema/constants';
import { isMainlandMobile } from '@h5-page/schema/mainland-mobile';
import { useRuntime } from '../runtime.ts';
import { CONTACT_INPUTS } from '../shared/contact-inputs.ts';
import { useDraftForm } from '../shared/use-draft-form.ts';
import type { DraftRequest } from '../shared/use-draft-form.ts';

/** The holdings check-up request: name, mobile and holdings; checked here, then by the server. */
export function SimStockHold({ path }: { path: string }) {
  const runtime = useRuntime();
  const form = useDraftForm(`${path}:stockHold`, {
    real_name: '',
    handset: '',
    holdings: '',
    note: '',
  });

  const request = (): DraftRequest | undefined => {
    const name = form.values.real_name.trim();
    const handset = form.values.handset.trim();
    if (!name || !isMainlandMobile(handset)) {
      runtime.toast('请输入正确的姓名和手机号');
      return undefined;
    }
    if (!form.values.holdings.trim()) {
      runtime.toast('请填写你的持仓股票');
      return undefined;
    }
    return { path: API_PATHS.STOCK_HOLD_APPLY, body: { ...form.values, real_name: name, handset } };
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
      <input className="h5-sim-input" {...CONTACT_INPUTS.phone} {...form.bind('handset')} />
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
      <button type="submit" className="h5-sim-primary" disabled={form.busy}>
        免费预约持仓体检
      </button>
    </form>
  );
}
