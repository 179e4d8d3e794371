import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { isMainlandMobile } from '@h5-page/schema/mainland-mobile';
import { useRuntime } from '../runtime.ts';
import { useLoginDraft } from '../shared/use-login-draft.ts';
import { brokerFromUrl, useBrokerages } from './use-brokerages.ts';

interface Props {
  /** The block's path in the page: which form's entries to keep across a login. */
  path: string;
  kind: 'openAccount' | 'fundAccount';
  fallbackType: string;
}

/**
 * The open-account request (name, mobile, branch) or the fund-account registration (fund account
 * of 6–20 digits, name) for the brokerage the URL names; checked here, stored by the server.
 * Below it, the brokerage's enterprise WeChat service.
 */
export function BrokerageForm({ path, kind, fallbackType }: Props) {
  const runtime = useRuntime();
  const { options } = useBrokerages();
  const [type, setType] = useState(fallbackType);
  const draft = useLoginDraft(`${path}:${kind}`, {
    real_name: '',
    handset: '',
    branch: '',
    fund_account: '',
  });
  const fields = draft.values;
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const fromUrl = brokerFromUrl(runtime.location);
    if (fromUrl) setType(fromUrl);
  }, [runtime.location]);

  const broker = options.find((option) => option.open_brokerage_type === type) ?? options[0];
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    draft.set(key, event.target.value);

  const submit = async () => {
    if (!runtime.auth.token()) {
      draft.login();
      return;
    }
    if (!broker || busy) return;
    const name = fields.real_name.trim();
    const body: Record<string, string> = { open_brokerage_type: broker.open_brokerage_type };
    if (name) body.real_name = name;
    if (kind === 'fundAccount') {
      const account = fields.fund_account.trim();
      if (!/^\d{6,20}$/.test(account)) {
        runtime.toast('请输入 6–20 位数字的资金账号');
        return;
      }
      body.fund_account = account;
    } else {
      const handset = fields.handset.trim();
      if (!name || !isMainlandMobile(handset)) {
        runtime.toast('请输入正确的姓名和手机号');
        return;
      }
      body.handset = handset;
      if (fields.branch.trim()) body.branch = fields.branch.trim();
    }
    setBusy(true);
    try {
      const path = kind === 'fundAccount' ? API_PATHS.ADD_FUND_ACCOUNT : API_PATHS.ADD_OPEN_ACCOUNT;
      const answer = await runtime.api.post(path, body, { needToken: true });
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

  const service = broker?.qy_wechat_service_url ? (
    <div className="h5-broker-service">
      <img src={broker.qy_wechat_service_url} alt={`${broker.name}开户客服企业微信二维码`} />
      <p>长按识别二维码，添加{broker.name}开户客服企业微信</p>
    </div>
  ) : null;

  if (done) {
    return (
      <div className="h5-broker-done" data-testid="brokerage-done">
        <strong>{kind === 'fundAccount' ? '资金账号已登记' : '开户预约已提交'}</strong>
        <p>{broker?.name}客服将在 1 个交易日内与你联系，请留意来电。</p>
        {service}
      </div>
    );
  }
  return (
    <form
      className="h5-broker-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="h5-broker-chosen">
        开户券商：<strong>{broker?.name ?? '—'}</strong>
      </p>
      <input
        className="h5-broker-input"
        placeholder="姓名"
        maxLength={12}
        value={fields.real_name}
        onChange={set('real_name')}
        aria-label="姓名"
      />
      {kind === 'fundAccount' ? (
        <input
          className="h5-broker-input"
          placeholder="资金账号（6–20 位数字）"
          maxLength={20}
          inputMode="numeric"
          value={fields.fund_account}
          onChange={set('fund_account')}
          aria-label="资金账号"
        />
      ) : (
        <>
          <input
            className="h5-broker-input"
            placeholder="手机号"
            maxLength={11}
            inputMode="numeric"
            value={fields.handset}
            onChange={set('handset')}
            aria-label="手机号"
          />
          <input
            className="h5-broker-input"
            placeholder="意向营业部（选填）"
            maxLength={64}
            value={fields.branch}
            onChange={set('branch')}
            aria-label="意向营业部"
          />
        </>
      )}
      <button type="submit" className="h5-broker-submit" disabled={busy || !broker}>
        {kind === 'fundAccount' ? '登记资金账号' : '提交开户预约'}
      </button>
      {service}
    </form>
  );
}
