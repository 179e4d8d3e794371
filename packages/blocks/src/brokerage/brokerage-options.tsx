import { isSamePage } from '@h5-page/schema/same-page';
import { useRuntime } from '../runtime.ts';
import type { BrokerageOption } from './brokerage-types.ts';
import { useBrokerages } from './use-brokerages.ts';

/**
 * The brokerages side by side; choosing one opens its registration URL. A URL that leads back to
 * this very page would only reload it: the brokerage's enterprise WeChat service opens instead.
 */
export function BrokerageOptions() {
  const runtime = useRuntime();
  const { options, loading } = useBrokerages();

  const choose = (option: BrokerageOption) => {
    runtime.tracker.click('brokerage-option', { open_brokerage_type: option.open_brokerage_type });
    const url = option.registration_url;
    if (url && !isSamePage(url, runtime.location.href())) {
      runtime.env.openUrl(url);
      return;
    }
    if (option.qy_wechat_service_url) runtime.env.openUrl(option.qy_wechat_service_url);
    else runtime.toast('该券商暂未开放线上开户');
  };

  if (options.length === 0)
    return <p className="h5-broker-empty">{loading ? '正在加载合作券商…' : '暂无合作券商'}</p>;
  return (
    <ul className="h5-broker-list">
      {options.map((option) => (
        <li key={option.open_brokerage_type}>
          <span className="h5-broker-logo" aria-hidden="true">
            {option.logo ? <img src={option.logo} alt="" /> : option.name.slice(0, 1)}
          </span>
          <span className="h5-broker-name">
            {option.name}
            <small>线上开户 · 约 5 分钟</small>
          </span>
          <button
            type="button"
            onClick={() => choose(option)}
            aria-label={`去开户：${option.name}`}
          >
            去开户
          </button>
        </li>
      ))}
    </ul>
  );
}
