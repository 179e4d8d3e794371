import { useEffect, useState } from 'react';
import { Modal, Radio, Typography } from 'antd';
import { TEMPLATE_CATEGORIES } from '@h5-page/schema/template-categories';
import type { TemplateCategory } from '@h5-page/schema/template-categories';

interface Props {
  /** The page being offered as a template; null: closed. */
  page: { code: string; title: string } | null;
  onCancel: () => void;
  onMark: (category: TemplateCategory) => Promise<void>;
}

/**
 * 设为模板: the page joins the team's 从模板新建 under the category chosen here, the tab it shows
 * under; the marketers who make a page from it get its blocks with their company's details.
 */
export function TemplateMarkDialog({ page, onCancel, onMark }: Props) {
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (page) setCategory(null);
  }, [page]);

  const mark = async () => {
    if (!category) return;
    setBusy(true);
    try {
      await onMark(category);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={page ? `把「${page.title || page.code}」设为模板` : '设为模板'}
      open={page !== null}
      okText="设为模板"
      cancelText="取消"
      okButtonProps={{ disabled: !category, loading: busy }}
      onOk={() => void mark()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        设为模板后，团队成员可在“从模板新建”的这个分类下找到它；以后修改这个页面的草稿，模板也随之更新。
      </Typography.Paragraph>
      <Radio.Group
        aria-label="模板分类"
        value={category}
        onChange={(event) => setCategory(event.target.value as TemplateCategory)}
        options={TEMPLATE_CATEGORIES.map((name) => ({ label: name, value: name }))}
        optionType="button"
      />
    </Modal>
  );
}
