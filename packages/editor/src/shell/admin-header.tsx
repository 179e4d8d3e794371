import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { AccountMenu } from './account-menu.tsx';

/** The bar atop every admin screen: the product's name, the screen's own buttons, the account. */
export function AdminHeader({ children }: { children?: ReactNode }) {
  return (
    <Layout.Header className="admin-header">
      <span className="admin-header__brand">落地页搭建</span>
      <span className="admin-header__end">
        {children}
        <AccountMenu />
      </span>
    </Layout.Header>
  );
}
