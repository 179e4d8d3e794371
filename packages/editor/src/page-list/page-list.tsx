import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Badge,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { formatProblem } from '@h5-page/schema/problem';
import { adminApi, AdminApiError } from '../api/admin-api.ts';
import type { PageSummary } from '../api/admin-api.ts';
import { formatTime } from '../shared/format-time.ts';
import { problemText } from '../shared/problem-text.ts';
import { PageStateTag, statusText } from '../shared/status-tag.tsx';
import { activityPagePath } from '@h5-page/schema/page-route';
import { RECORDS_KEPT_TEXT } from '@h5-page/schema/record-retention';
import { AdminScreen } from '../shell/admin-screen.tsx';
import { useCan } from '../shell/role-gate.tsx';
import { PageCodeItem } from './page-code-item.tsx';
import { pageCodeProblem } from './page-code-problem.ts';
import { TemplatePicker } from './template-picker.tsx';
import { TemplateMarkDialog } from './template-mark-dialog.tsx';
import type { TemplateCategory } from '@h5-page/schema/template-categories';

interface Props {
  onOpen: (code: string) => void;
  onStats: (code: string) => void;
  /** 渠道: the page's channel links and posters. */
  onChannels: (code: string) => void;
  /** 实验: the figures of the page's A/B test (rows with one). */
  onExperiment?: (code: string) => void;
  /** The sign-up screens (visitors' entries of every campaign). */
  onSignups: () => void;
  onAllStats: () => void;
  /** 账号管理 (shown to admins). */
  onAccounts: () => void;
  /** 审核: the requests to publish. */
  onReviews: () => void;
}

/**
 * Whether a page cannot be deleted, as the list already shows it: published (live, ended or
 * waiting for its start) or in review. Its versions, review records and archives are business
 * records (《证券法》, at least 20 years); the server refuses the rest it knows of, same words.
 */
const keepsRecords = (row: PageSummary) =>
  row.status !== 'draft' ||
  row.live_version !== null ||
  row.scheduled_starts_at !== null ||
  row.review_state !== null;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** The page list: search, status, last change; create, duplicate, delete, import, export. */
export function PageList({
  onOpen,
  onStats,
  onChannels,
  onExperiment,
  onAllStats,
  onSignups,
  onAccounts,
  onReviews,
}: Props) {
  const { message, modal } = App.useApp();
  // Deleting a page and removing the demo are a publisher's: hidden from the rest.
  const canPublish = useCan('publish');
  const canManageAccounts = useCan('accounts');
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [pendingReviews, setPendingReviews] = useState(0);
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState<{ from?: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [marking, setMarking] = useState<PageSummary | null>(null);
  const [form] = Form.useForm<{ code: string; title: string }>();

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.problems.length > 0) {
        modal.error({
          title: '页面数据有误，未保存',
          content: (
            <ul className="problem-list">
              {error.problems.map((p) => (
                <li key={formatProblem(p)}>
                  <code>{p.path}</code>：{problemText(p.message)}
                </li>
              ))}
            </ul>
          ),
        });
      } else message.error((error as Error).message);
    },
    [message, modal],
  );

  const load = useCallback(() => {
    adminApi.pageList(q).then((list) => {
      setPages(list.pages);
      setPendingReviews(list.pending_reviews ?? 0);
    }, fail);
  }, [q, fail]);
  useEffect(load, [load]);

  const create = async ({ code, title }: { code: string; title: string }) => {
    try {
      const exists = (await adminApi.listPages(code)).some((p) => p.code === code);
      if (exists) {
        form.setFields([{ name: 'code', errors: [`页面编码 ${code} 已被使用`] }]);
        return;
      }
      if (creating?.from) {
        await adminApi.duplicatePage(creating.from, code);
        const { draft } = await adminApi.getPage(code);
        if (draft.title !== title) await adminApi.savePage(code, { ...draft, title });
      } else {
        await adminApi.savePage(code, {
          code,
          title,
          meta: { keywords: '', description: '' },
          background: '',
          is_auto_fit: 0,
          extra: {},
          page_schema: [],
        });
      }
      setCreating(null);
      message.success(creating?.from ? `已复制为 ${code}` : `已创建 ${code}`);
      onOpen(code);
    } catch (error) {
      fail(error);
    }
  };

  const exportPage = async (code: string) => {
    try {
      const { draft } = await adminApi.getPage(code);
      download(`${code}.json`, `${JSON.stringify(draft, null, 2)}\n`);
    } catch (error) {
      fail(error);
    }
  };

  const importPage = async (file: File) => {
    let page: Record<string, unknown>;
    try {
      page = JSON.parse(await file.text()) as Record<string, unknown>;
    } catch {
      message.error(`${file.name} 不是有效的 JSON 文件`);
      return;
    }
    const code = typeof page.code === 'string' ? page.code : '';
    const problem = pageCodeProblem(code);
    if (problem) {
      message.error(`${file.name}：${problem}`);
      return;
    }
    const save = async () => {
      try {
        await adminApi.savePage(code, page);
        message.success(`已导入 ${code}（草稿）`);
        load();
      } catch (error) {
        fail(error);
      }
    };
    let exists: boolean;
    try {
      exists = (await adminApi.listPages(code)).some((p) => p.code === code);
    } catch (error) {
      fail(error);
      return;
    }
    if (!exists) return save();
    // The file names a page that exists: its draft is replaced only when the marketer says so.
    modal.confirm({
      title: `页面 ${code} 已存在，替换它的草稿？`,
      content: `导入 ${file.name} 会用文件内容替换 ${code} 当前的草稿（线上版本不变，发布后才会生效）。`,
      okText: '替换草稿',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: save,
    });
  };

  const removeDemo = () => {
    modal.confirm({
      title: '移除全部演示内容？',
      content:
        '将删除标记为“演示”且未被修改过的页面，以及演示用的商品、活动数据和模拟大赛选手；已修改过或设为模板的演示页面会保留并取消演示标记。移除后重启也不会再写入演示内容。',
      okText: '移除演示内容',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          const { pages: removed, kept } = await adminApi.removeDemo();
          message.success(
            kept.length > 0
              ? `已移除 ${removed.length} 个演示页面，保留已修改的 ${kept.join('、')}`
              : `已移除 ${removed.length} 个演示页面及演示数据`,
          );
          load();
        } catch (error) {
          fail(error);
        }
      },
    });
  };

  const markTemplate = async (row: PageSummary, template: boolean, category?: TemplateCategory) => {
    try {
      await adminApi.setTemplate(row.code, template, category);
      message.success(
        template
          ? `已设为模板（${category ?? '活动'}）：${row.title || row.code}`
          : `已取消模板：${row.title || row.code}`,
      );
      setMarking(null);
      load();
    } catch (error) {
      fail(error);
    }
  };

  const remove = async (code: string) => {
    try {
      await adminApi.deletePage(code);
      message.success(`已删除 ${code}`);
      load();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <AdminScreen
      title="页面"
      tools={
        <Space>
          <Input.Search
            allowClear
            placeholder="按编码或标题搜索"
            style={{ width: 280 }}
            onSearch={setQ}
          />
          <Button onClick={onAllStats}>数据总览</Button>
          <Button onClick={onSignups}>报名数据</Button>
          <Badge count={pendingReviews} size="small" title={`${pendingReviews} 个待审核`}>
            <Button onClick={onReviews}>审核</Button>
          </Badge>
          {canManageAccounts && <Button onClick={onAccounts}>账号管理</Button>}
          {canPublish && pages?.some((page) => page.demo) && (
            <Button danger onClick={removeDemo}>
              移除演示内容
            </Button>
          )}
          <Upload
            accept="application/json,.json"
            showUploadList={false}
            beforeUpload={(file) => {
              void importPage(file);
              return false;
            }}
          >
            <Button>导入页面文件</Button>
          </Upload>
          <Button onClick={() => setPicking(true)}>从模板新建</Button>
          <Button
            type="primary"
            onClick={() => {
              form.resetFields();
              setCreating({});
            }}
          >
            新建页面
          </Button>
        </Space>
      }
      outside={
        <>
          <TemplateMarkDialog
            page={marking}
            onCancel={() => setMarking(null)}
            onMark={(category) =>
              marking ? markTemplate(marking, true, category) : Promise.resolve()
            }
          />
          <TemplatePicker
            open={picking}
            onClose={() => setPicking(false)}
            onCreated={(code) => {
              setPicking(false);
              message.success(`已从模板创建 ${code}`);
              onOpen(code);
            }}
            onError={fail}
          />
          <Modal
            title={creating?.from ? `复制页面 ${creating.from}` : '新建页面'}
            open={creating !== null}
            okText={creating?.from ? '复制' : '创建'}
            cancelText="取消"
            onCancel={() => setCreating(null)}
            onOk={() => form.submit()}
            forceRender
          >
            <Form form={form} layout="vertical" onFinish={(v) => void create(v)}>
              <PageCodeItem>
                <Input placeholder="spring-gift" />
              </PageCodeItem>
              <Form.Item
                label="页面标题"
                name="title"
                rules={[{ required: true, message: '请输入页面标题' }]}
              >
                <Input placeholder="新春理财节" />
              </Form.Item>
            </Form>
          </Modal>
        </>
      }
    >
      <Table<PageSummary>
        rowKey="code"
        loading={pages === null}
        dataSource={pages ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: q ? '没有匹配的页面' : '还没有页面，点击“新建页面”开始' }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space size={6}>
                <a onClick={() => onOpen(row.code)}>{title || '（无标题）'}</a>
                {row.demo && <Tag color="orange">演示</Tag>}
                {row.template && <Tag color="blue">模板</Tag>}
                {row.experiment && <Tag color="purple">A/B 实验</Tag>}
              </Space>
            ),
          },
          { title: '编码', dataIndex: 'code', render: (code: string) => <code>{code}</code> },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: PageSummary['status'], row) => (
              <Space size={4} orientation="vertical">
                <PageStateTag status={s} review={row.review_state} />
                {row.review_state && s !== 'draft' && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    线上：{statusText(s)}
                  </Typography.Text>
                )}
                {row.status !== 'draft' && row.has_unpublished_changes && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    有未发布的修改
                  </Typography.Text>
                )}
                {row.scheduled_starts_at && (
                  <Typography.Text type="success" style={{ fontSize: 12 }}>
                    新版本 {formatTime(row.scheduled_starts_at)} 定时上线
                  </Typography.Text>
                )}
                {(row.starts_at || row.ends_at) && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatTime(row.starts_at ?? null)} ~ {formatTime(row.ends_at ?? null)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: '线上版本',
            dataIndex: 'live_version',
            className: 'page-list__nowrap',
            render: (v: number | null) => (v ? `v${v}` : '—'),
          },
          {
            title: '最后修改',
            className: 'page-list__nowrap',
            render: (_, row) => (
              <span>
                {formatTime(row.updated_at)}
                <Typography.Text type="secondary"> {row.updated_by ?? ''}</Typography.Text>
              </span>
            ),
          },
          {
            title: '操作',
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => onOpen(row.code)}>
                  编辑
                </Button>
                <Button size="small" type="link" onClick={() => onStats(row.code)}>
                  数据
                </Button>
                <Button size="small" type="link" onClick={() => onChannels(row.code)}>
                  渠道
                </Button>
                {row.experiment && onExperiment && (
                  <Button size="small" type="link" onClick={() => onExperiment(row.code)}>
                    实验
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    form.setFieldsValue({ code: `${row.code}-copy`, title: row.title });
                    setCreating({ from: row.code });
                  }}
                >
                  复制
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    // Offering it asks for its category first; withdrawing it needs nothing.
                    if (row.template) void markTemplate(row, false);
                    else setMarking(row);
                  }}
                >
                  {row.template ? '取消模板' : '设为模板'}
                </Button>
                {row.status !== 'draft' && (
                  <Button
                    size="small"
                    type="link"
                    href={activityPagePath(row.code)}
                    target="_blank"
                  >
                    访问
                  </Button>
                )}
                <Button size="small" type="link" onClick={() => void exportPage(row.code)}>
                  导出
                </Button>
                {canPublish && keepsRecords(row) && (
                  <Tooltip title={RECORDS_KEPT_TEXT}>
                    {/* A disabled button hears no pointer: the tooltip listens on its wrapper. */}
                    <span className="page-list__records-kept">
                      <Button size="small" type="link" danger disabled>
                        删除
                      </Button>
                    </span>
                  </Tooltip>
                )}
                {canPublish && !keepsRecords(row) && (
                  <Popconfirm
                    title={`删除页面 ${row.code}？`}
                    description="删除后访客将无法打开此页面，且不能恢复。"
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => remove(row.code)}
                  >
                    <Button size="small" type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </AdminScreen>
  );
}
