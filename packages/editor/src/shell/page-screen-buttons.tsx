import type { ReactNode } from 'react';
import { Button, Space } from 'antd';

interface Props {
  onBack: () => void;
  onEdit: () => void;
  /** The links to the page's other screens, between the two. */
  children?: ReactNode;
}

/** The header buttons of a screen about one page: back to the list, its other screens, edit it. */
export function PageScreenButtons({ onBack, onEdit, children }: Props) {
  return (
    <Space>
      <Button onClick={onBack}>返回页面列表</Button>
      {children}
      <Button type="primary" onClick={onEdit}>
        编辑页面
      </Button>
    </Space>
  );
}
