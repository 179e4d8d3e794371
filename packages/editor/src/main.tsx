// First: zod decides at schema construction whether to generate code.
import './shell/jitless.ts';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
// Every calendar of the builder (the publish window's too) names days and months in Chinese.
import './shared/dayjs-zh-cn.ts';
// Puck's stylesheet without its web font: the builder loads nothing from other hosts.
import '@puckeditor/core/no-external.css';
import './editor.css';
import { AdminApp } from './shell/admin-app.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConfigProvider locale={zhCN} theme={{ token: { borderRadius: 6 } }}>
      <AntApp>
        <AdminApp />
      </AntApp>
    </ConfigProvider>,
  );
}
