import { useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { isMainlandMobile } from '@h5-page/schema/mainland-mobile';
import { useRuntime } from '../runtime.ts';
import { useLoginDraft } from '../shared/use-login-draft.ts';

/** The holdings check-up request: name, mobile and holdings; checked here, then by the server. */
export function SimStockHold({ path }: { path: string }) {
  const runtime = useRuntime();
  const draft = useLoginDraft(`${path}:stockHold`, {
    real_name: '',
    handset: '',
    holdings: '',
    note: '',
  });
  const form = draft.values;
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    draft.set(key, event.target.value);

  const submit = async () => {
    if (!runtime.auth.token()) {
      draft.login();
      return;
    }
    const name = form.real_name.trim();
    const handset = form.handset.trim();
    if (!name || !isMainlandMobile(handset)) {
      runtime.toast('请输入正确的姓名和手机号');
      return;
    }
    if (!form.holdings.trim()) {
      runtime.toast('请填写你的持仓股票');
      return;
    }
    setBusy(true);
    try {
      const answer = await runtime.api.post(
        API_PATHS.STOCK_HOLD_APPLY,
        { ...form, real_name: name, handset },
        { needToken: true },
      );
      if (answer !== undefined) {
        draft.clear();
        setDone(true);
      }
    } catch {
      // The API client has shown the server's msg.
    } finally {
      setBusy(false);
    }
  };

  if (done) {
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
        void submit();
      }}
    >
      <input
        className="h5-sim-input"
        placeholder="姓名"
        maxLength={12}
        value={form.real_name}
        onChange={set('real_name')}
        aria-label="姓名"
      />
      <input
        className="h5-sim-input"
        placeholder="手机号"
        maxLength={11}
        inputMode="numeric"
        value={form.handset}
        onChange={set('handset')}
        aria-label="手机号"
      />
      <textarea
        className="h5-sim-input"
        placeholder="持仓股票，例如：贵州茅台 200 股、招商银行 1000 股"
        maxLength={200}
        rows={3}
        value={form.holdings}
        onChange={set('holdings')}
        aria-label="持仓股票"
      />
      <input
        className="h5-sim-input"
        placeholder="想咨询的问题（选填）"
        maxLength={200}
        value={form.note}
        onChange={set('note')}
        aria-label="想咨询的问题"
      />
      <button type="submit" className="h5-sim-primary" disabled={busy}>
        免费预约持仓体检
      </button>
    </form>
  );
}
