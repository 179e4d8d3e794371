import type { ReactNode } from 'react';
import { Button, Layout, Typography } from 'antd';
import { AdminHeader } from './admin-header.tsx';

interface Props {
  /** Shows 返回页面列表 in the header: the screens opened from the page list. */
  onBack?: () => void;
  /** The header's other buttons. */
  header?: ReactNode;
  /** The screen's heading; with it, a toolbar holding it and `tools`. */
  title?: ReactNode;
  tools?: ReactNode;
  /** The content's own class, beside `admin-content`. */
  className?: string;
  /** A menu beside the content (the sign-up tables), which then fills the window's height. */
  sider?: ReactNode;
  /** What sits outside the content, such as dialogs. */
  outside?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame every admin screen shares, so that the header, the content's width and the heading's
 * toolbar look the same on each of them.
 */
export function AdminScreen({
  onBack,
  header,
  title,
  tools,
  className,
  sider,
  outside,
  children,
}: Props) {
  const content = (
    <Layout.Content className={className ? `admin-content ${className}` : 'admin-content'}>
      {title !== undefined && (
        <div className="page-list__toolbar">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {tools}
        </div>
      )}
      {children}
    </Layout.Content>
  );
  return (
    <Layout className="admin-layout">
      <AdminHeader>
        {onBack && <Button onClick={onBack}>返回页面列表</Button>}
        {header}
      </AdminHeader>
      {sider ? (
        <Layout className="admin-body">
          {sider}
          {content}
        </Layout>
      ) : (
        content
      )}
      {outside}
    </Layout>
  );
}
