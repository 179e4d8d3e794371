import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Form, Input, Modal, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { TEMPLATE_CATEGORIES } from '@h5-page/schema/template-categories';
import type { TemplateCategory } from '@h5-page/schema/template-categories';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import type { TemplateInfo } from '../api/admin-api.ts';
import { PageCodeItem } from './page-code-item.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The new page was saved as a draft: open it. */
  onCreated: (code: string) => void;
  onError: (error: unknown) => void;
}

interface NewPage {
  code: string;
  title: string;
}

/** The tab showing every category. */
const ALL = '全部';
type Tab = typeof ALL | TemplateCategory;

/** Whether a template's title or category holds every word typed (case and spaces aside). */
function matches(template: TemplateInfo, query: string): boolean {
  const haystack = `${template.title} ${template.category}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * 从模板新建: the templates as phone thumbnails (each draft rendered on a phone by the server),
 * by category (全部 and the six tabs) and found by title or category; choosing one asks for the
 * new page's code and title, and the new draft takes the template's blocks with the company
 * details of 企业信息.
 */
export function TemplatePicker({ open, onClose, onCreated, onError }: Props) {
  const [templates, setTemplates] = useState<TemplateInfo[] | null>(null);
  const [chosen, setChosen] = useState<TemplateInfo | null>(null);
  const [tab, setTab] = useState<Tab>(ALL);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<NewPage>();

  const shown = useMemo(
    () =>
      (templates ?? []).filter(
        (template) => (tab === ALL || template.category === tab) && matches(template, query),
      ),
    [templates, tab, query],
  );

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setTemplates(null);
    setTab(ALL);
    setQuery('');
    adminApi.listTemplates().then(setTemplates, (error: unknown) => {
      setTemplates([]);
      onError(error);
    });
  }, [open, onError]);

  const create = async ({ code, title }: NewPage) => {
    if (!chosen) return;
    setBusy(true);
    try {
      await adminApi.createFromTemplate(chosen.code, code, title);
      onCreated(code);
    } catch (error) {
      // A taken code is the form's to say, beside the field; anything else is the list's.
      if (error instanceof AdminApiError && error.code === 'TEMPLATE_CODE_TAKEN') {
        form.setFields([{ name: 'code', errors: [error.message] }]);
      } else onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={chosen ? `用「${chosen.title || chosen.code}」新建页面` : '从模板新建'}
      open={open}
      width={chosen ? 640 : 1040}
      onCancel={onClose}
      destroyOnHidden
      footer={
        chosen ? (
          <Space>
            <Button onClick={() => setChosen(null)}>重新选择模板</Button>
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              创建页面
            </Button>
          </Space>
        ) : null
      }
    >
      {chosen ? (
        <div className="template-form">
          <img
            className="template-form__thumb"
            src={chosen.thumbnail}
            alt={`${chosen.title} 的缩略图`}
            width={150}
            height={267}
          />
          <Form
            key={chosen.code}
            // Its own ids: the page list's 新建页面 form, always in the document, has a code too.
            name="from-template"
            form={form}
            layout="vertical"
            initialValues={{ code: '', title: chosen.title }}
            onFinish={(v) => void create(v)}
          >
            <Typography.Paragraph type="secondary">
              新页面会带上模板的全部组件、背景和设置（不含分享卡片与搜索描述），页脚和留资表单中的公司名称、许可证编号与服务热线取自“企业信息”；保存为草稿，不影响模板本身。
            </Typography.Paragraph>
            <PageCodeItem>
              <Input placeholder="double11-course" autoFocus />
            </PageCodeItem>
            <Form.Item
              label="页面标题"
              name="title"
              rules={[{ required: true, whitespace: true, message: '请输入页面标题' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Form>
        </div>
      ) : templates === null ? (
        <div className="template-grid__loading">
          <Spin />
        </div>
      ) : templates.length === 0 ? (
        <Empty description="还没有模板：在页面列表中点“设为模板”即可把页面加入这里" />
      ) : (
        <>
          <div className="template-picker__bar">
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as Tab)}
              items={[ALL, ...TEMPLATE_CATEGORIES].map((key) => ({
                key,
                label: `${key} ${key === ALL ? templates.length : templates.filter((t) => t.category === key).length}`,
              }))}
            />
            <Input.Search
              allowClear
              aria-label="搜索模板"
              placeholder="按标题或分类搜索"
              className="template-picker__search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <Empty
              description={
                query.trim() ? `没有找到与“${query.trim()}”相关的模板` : '这个分类还没有模板'
              }
            />
          ) : (
            <ul className="template-grid" aria-label="模板">
              {shown.map((template) => (
                <li key={template.code}>
                  <button
                    type="button"
                    className="template-card"
                    onClick={() => setChosen(template)}
                  >
                    <img
                      className="template-card__thumb"
                      src={template.thumbnail}
                      alt=""
                      loading="lazy"
                      width={176}
                      height={313}
                    />
                    <span className="template-card__title">{template.title || '（无标题）'}</span>
                    <span className="template-card__meta">
                      <Tag color="red">{template.category}</Tag>
                      <Tag color={template.demo ? 'orange' : 'blue'}>
                        {template.demo ? '内置模板' : '团队模板'}
                      </Tag>
                      {template.blocks} 个组件
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
