import { useState } from 'react';
import { MESSAGES } from '@h5-page/schema/constants';
import { matchPageRoute } from '@h5-page/schema/page-route';
import { useAppLocation, useServices } from '../services.tsx';
import './test-button.css';

function Panel({ onClose }: { onClose(): void }) {
  const services = useServices();
  const location = useAppLocation();
  const code = matchPageRoute(location.pathname + location.search)?.code ?? '-';
  const rows: [string, string][] = [
    ['UA', navigator.userAgent],
    ['App 版本', services.environment.appVersion ?? '-'],
    ['Token', services.token.get() ? '有' : '无'],
    ['页面编码', code],
    ['环境', services.config.appEnv],
  ];
  return (
    <div className="h5-test-panel" role="dialog" aria-label="测试信息">
      <dl className="h5-test-list">
        {rows.map(([label, value]) => (
          <div key={label} className="h5-test-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="h5-test-close" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

/** The floating 测试 button of the test environment: environment facts for testers. */
export default function TestButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="h5-test-button" onClick={() => setOpen((v) => !v)}>
        {MESSAGES.TEST_BUTTON}
      </button>
      {open ? <Panel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
