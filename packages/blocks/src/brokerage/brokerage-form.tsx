import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { ConsentLine } from '../shared/consent-line.tsx';
import { CONTACT_INPUTS } from '../shared/contact-inputs.ts';
import { OwnPhone } from '../shared/own-phone.tsx';
import { useDraftForm } from '../shared/use-draft-form.ts';
import type { DraftRequest } from '../shared/use-draft-form.ts';
import { brokerFromUrl, useBrokerages } from './use-brokerages.ts';

interface Props {
  /** The block's path in the page: which form's entries to keep across a login. */
  path: string;
  kind: 'openAccount' | 'fundAccount';
  fallbackType: string;
}

/**
 * The open-account request (name, branch, and the mobile the visitor's login verified, shown
 * masked) or the fund-account registration (fund account of 6–20 digits, name) for the brokerage
 * the URL names; checked here, stored by the server with the version of the personal-information
 * statement the visitor agreed to. Below it, the brokerage's enterprise WeChat service.
 */
export function BrokerageForm({ path, kind, fallbackType }: Props) {
  const runtime = useRuntime();
  const { options } = useBrokerages();
  const [type, setType] = useState(fallbackType);
  const form = useDraftForm(`${path}:${kind}`, {
    real_name: '',
    branch: '',
    fund_account: '',
  });
  const fields = form.values;

  useEffect(() => {
    const fromUrl = brokerFromUrl(runtime.location);
    if (fromUrl) setType(fromUrl);
  }, [runtime.location]);

  const broker = options.find((option) => option.open_brokerage_type === type) ?? options[0];

  const request = (): DraftRequest | undefined => {
    if (!broker) return undefined;
    const name = fields.real_name.trim();
    const body: Record<string, string> = { open_brokerage_type: broker.open_brokerage_type };
    if (name) body.real_name = name;
    if (kind === 'fundAccount') {
      const account = fields.fund_account.trim();
      if (!/^\d{6,20}$/.test(account)) {
        runtime.toast('请输入 6–20 位数字的资金账号');
        return undefined;
      }
      body.fund_account = account;
      return { path: API_PATHS.ADD_FUND_ACCOUNT, body };
    }
    if (!name) {
      runtime.toast('请输入您的姓名');
      return undefined;
    }
    if (fields.branch.trim()) body.branch = fields.branch.trim();
    return { path: API_PATHS.ADD_OPEN_ACCOUNT, body };
  };

  const service = broker?.qy_wechat_service_url ? (
    <div className="h5-broker-service">
      <img src={broker.qy_wechat_service_url} alt={`${broker.name}开户客服企业微信二维码`} />
      <p>长按识别二维码，添加{broker.name}开户客服企业微信</p>
    </div>
  ) : null;

  if (form.done) {
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
        void form.submit(request);
      }}
    >
      <p className="h5-broker-chosen">
        开户券商：<strong>{broker?.name ?? '—'}</strong>
      </p>
      <input className="h5-broker-input" {...CONTACT_INPUTS.name} {...form.bind('real_name')} />
      {kind === 'fundAccount' ? (
        <input
          className="h5-broker-input"
          placeholder="资金账号（6–20 位数字）"
          maxLength={20}
          inputMode="numeric"
          aria-label="资金账号"
          {...form.bind('fund_account')}
        />
      ) : (
        <>
          <OwnPhone className="h5-broker-input" />
          <input
            className="h5-broker-input"
            placeholder="意向营业部（选填）"
            maxLength={64}
            aria-label="意向营业部"
            {...form.bind('branch')}
          />
        </>
      )}
      <ConsentLine consent={form.consent} />
      <button type="submit" className="h5-broker-submit" disabled={form.busy || !broker}>
        {kind === 'fundAccount' ? '登记资金账号' : '提交开户预约'}
      </button>
      {service}
    </form>
  );
}
