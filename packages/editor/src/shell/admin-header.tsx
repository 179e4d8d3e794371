import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { AccountMenu } from './account-menu.tsx';

/**
 * The bar atop every admin screen: the product's name, the screen's own buttons, the account's
 * notifications and the account.
 */
export function AdminHeader({ children }: { children?: ReactNode }) {
  return (
    <Layout.Header className="admin-header">
      <span className="admin-header__brand">落地页搭建</span>
      <span className="admin-header__end">
        {children}
        <NotificationBell />
        <AccountMenu />
      </span>
    </Layout.Header>
  );
}
