import type { ReactNode } from 'react';
import { Layout } from 'antd';

/** The bar atop every admin screen: the product's name, then the screen's own buttons. */
export function AdminHeader({ children }: { children: ReactNode }) {
  return (
    <Layout.Header className="admin-header">
      <span className="admin-header__brand">落地页搭建</span>
      {children}
    </Layout.Header>
  );
}
