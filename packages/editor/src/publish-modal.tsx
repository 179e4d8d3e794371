import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { chinaDateTimeText } from '@h5-page/schema/china-time';
import { activityPagePath } from '@h5-page/schema/page-route';
import { DEFAULT_ENDED_MESSAGE, startsText } from '@h5-page/schema/schedule-texts';
import { adminApi } from './admin-api.ts';
import { ChinaDateTimePicker } from './china-date-picker.tsx';

/** What visitors get once the end has passed (the publish call's `after_end`). */
export type AfterEnd =
  | { kind: 'notice'; message: string; link_text: string; link_url: string }
  | { kind: 'redirect'; url: string };

/** The publish call's body: when the version goes live and ends, and what follows the end. */
export interface PublishWindow {
  start_at: number | null;
  end_at: number | null;
  after_end?: AfterEnd | null;
}

interface Props {
  open: boolean;
  busy: boolean;
  /** The page being published (a redirect may not lead back to it). */
  code: string;
  /** The version visitors see now; null when the page was never published. */
  liveVersion: number | null;
  onCancel: () => void;
  onPublish: (window: PublishWindow) => void;
  /** The clock the choices are checked against (tests fix it). */
  now?: () => number;
}

interface Choices {
  startMode: 'now' | 'later';
  start: number | undefined;
  endMode: 'open' | 'at';
  end: number | undefined;
  afterKind: 'notice' | 'redirect';
  message: string;
  linkText: string;
  linkUrl: string;
  redirect: string | undefined;
}

const INITIAL: Choices = {
  startMode: 'now',
  start: undefined,
  endMode: 'open',
  end: undefined,
  afterKind: 'notice',
  message: '',
  linkText: '',
  linkUrl: '',
  redirect: undefined,
};

type Field = 'start' | 'end' | 'link' | 'redirect';

/** What is wrong with the choices, by field, in the words the dialog shows under each. */
export function publishProblems(c: Choices, now: number): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (c.startMode === 'later') {
    if (c.start === undefined) problems.start = '请选择上线时间';
    else if (c.start <= now) problems.start = '上线时间已过，请选择将来的时间，或选择“立即上线”';
  }
  if (c.endMode === 'at') {
    const start = c.startMode === 'later' ? c.start : undefined;
    if (c.end === undefined) problems.end = '请选择结束时间';
    else if (start !== undefined && c.end <= start) problems.end = '结束时间必须晚于上线时间';
    else if (c.end <= now) problems.end = '结束时间已过，请选择将来的时间';
    if (c.afterKind === 'notice') {
      const text = c.linkText.trim();
      const url = c.linkUrl.trim();
      if ((text === '') !== (url === '')) problems.link = '按钮文字和链接地址需同时填写';
      else if (url !== '' && !/^(\/(?!\/)|https?:\/\/)/i.test(url)) {
        problems.link =
          '链接地址应为本站地址（以 / 开头，如 /h5-page/h5/spring）或 https:// 开头的网址';
      }
    } else if (!c.redirect) {
      problems.redirect = '请选择结束后跳转的页面';
    }
  }
  return problems;
}

/** In words, what publishing with these choices will do, for the marketer to check. */
function outcome(c: Choices, live: boolean, redirectTitle: string | undefined): string[] {
  const lines: string[] = [];
  const start = c.startMode === 'later' && c.start !== undefined ? c.start : null;
  if (start === null) {
    lines.push(live ? '发布后立即替换线上版本，访客马上看到新内容。' : '发布后页面立即上线。');
  } else {
    const when = chinaDateTimeText(start);
    lines.push(
      live
        ? `当前线上版本继续展示，直到 ${when}；届时新版本自动上线。`
        : `${when} 之前，访客看到“${startsText(start)}”；届时页面自动上线。`,
    );
  }
  if (c.endMode === 'at' && c.end !== undefined) {
    const when = chinaDateTimeText(c.end);
    if (c.afterKind === 'redirect') {
      lines.push(
        `${when} 结束后，访客将自动跳转到${redirectTitle ? `“${redirectTitle}”` : '所选页面'}。`,
      );
    } else {
      const text = c.message.trim() || DEFAULT_ENDED_MESSAGE;
      const link = c.linkText.trim() ? `，并可点击“${c.linkText.trim()}”` : '';
      lines.push(`${when} 结束后，访客看到结束页：“${text}”${link}。`);
    }
  }
  return lines;
}

/**
 * Publish now or at a time, with an optional end and what visitors get after it. A start ahead
 * never takes the live page down: the live version keeps serving until then. Times are China time.
 */
export function PublishModal({ open, busy, code, liveVersion, onCancel, onPublish, now }: Props) {
  const [choices, setChoices] = useState<Choices>(INITIAL);
  const [tried, setTried] = useState(false);
  const [pages, setPages] = useState<{ value: string; label: string }[]>([]);
  // A version already waiting for its start, which this publish replaces.
  const [waiting, setWaiting] = useState<{ version: number; startsAt: number } | null>(null);
  const set = (patch: Partial<Choices>) => setChoices((c) => ({ ...c, ...patch }));

  // Each opening starts from the defaults, reset in the render that opens the dialog: reset in an
  // effect, after the first paint, it would undo a choice tapped as soon as the dialog showed.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setChoices(INITIAL);
      setTried(false);
      setWaiting(null);
    }
  }

  useEffect(() => {
    if (!open) return;
    let live = true;
    adminApi
      .versions(code)
      .then((versions) => {
        const found = versions.find((v) => v.scheduled && v.starts_at);
        if (live && found?.starts_at) {
          setWaiting({ version: found.version, startsAt: Date.parse(found.starts_at) });
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [open, code]);

  // The other pages a visitor may be sent to once this one has ended.
  const wantsPages = open && choices.endMode === 'at' && choices.afterKind === 'redirect';
  useEffect(() => {
    if (!wantsPages) return;
    let live = true;
    adminApi
      .listPages()
      .then((list) => {
        if (!live) return;
        setPages(
          list
            // Only a page visitors can see (or soon will) is worth sending them to.
            .filter(
              (page) =>
                page.code !== code && (page.status === 'live' || page.status === 'scheduled'),
            )
            .map((page) => ({
              value: activityPagePath(page.code),
              label: `${page.title || page.code}（${page.code}）`,
            })),
        );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wantsPages, code]);

  const clock = now ?? Date.now;
  const problems = publishProblems(choices, clock());
  // A field's problem shows once it has a value, or once 发布 was pressed.
  const shown = (field: Field, touched: boolean) =>
    tried || touched ? problems[field] : undefined;
  const help = (field: Field, touched: boolean) => {
    const problem = shown(field, touched);
    return problem ? { validateStatus: 'error' as const, help: problem } : {};
  };
  const redirectTitle = pages.find((p) => p.value === choices.redirect)?.label;

  const submit = () => {
    setTried(true);
    if (Object.keys(publishProblems(choices, clock())).length > 0) return;
    const c = choices;
    const ending = c.endMode === 'at' && c.end !== undefined;
    onPublish({
      start_at: c.startMode === 'later' ? (c.start ?? null) : null,
      end_at: ending ? (c.end ?? null) : null,
      after_end: !ending
        ? null
        : c.afterKind === 'redirect'
          ? { kind: 'redirect', url: c.redirect ?? '' }
          : {
              kind: 'notice',
              message: c.message.trim(),
              link_text: c.linkText.trim(),
              link_url: c.linkUrl.trim(),
            },
    });
  };

  return (
    <Modal
      title="发布页面"
      open={open}
      okText={choices.startMode === 'later' ? '定时发布' : '发布'}
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={submit}
      width={560}
      destroyOnHidden
    >
      <Form layout="vertical" className="publish-form" requiredMark={false}>
        <Form.Item label="上线时间（北京时间）" {...help('start', choices.start !== undefined)}>
          <Radio.Group
            value={choices.startMode}
            onChange={(e) => set({ startMode: e.target.value as Choices['startMode'] })}
            options={[
              { value: 'now', label: '立即上线' },
              { value: 'later', label: '定时上线' },
            ]}
          />
          {choices.startMode === 'later' && (
            <div style={{ marginTop: 8 }}>
              <ChinaDateTimePicker
                id="publish-start"
                value={choices.start}
                onChange={(start) => set({ start })}
              />
            </div>
          )}
        </Form.Item>
        <Form.Item label="结束时间（北京时间）" {...help('end', choices.end !== undefined)}>
          <Radio.Group
            value={choices.endMode}
            onChange={(e) => set({ endMode: e.target.value as Choices['endMode'] })}
            options={[
              { value: 'open', label: '不设结束' },
              { value: 'at', label: '定时结束' },
            ]}
          />
          {choices.endMode === 'at' && (
            <div style={{ marginTop: 8 }}>
              <ChinaDateTimePicker
                id="publish-end"
                value={choices.end}
                onChange={(end) => set({ end })}
              />
            </div>
          )}
        </Form.Item>
        {choices.endMode === 'at' && (
          <>
            <Form.Item label="结束后访客看到">
              <Radio.Group
                value={choices.afterKind}
                onChange={(e) => set({ afterKind: e.target.value as Choices['afterKind'] })}
                options={[
                  { value: 'notice', label: '结束页（文案和链接）' },
                  { value: 'redirect', label: '跳转到其他页面' },
                ]}
              />
            </Form.Item>
            {choices.afterKind === 'notice' ? (
              <>
                <Form.Item label="结束页文案" htmlFor="publish-message">
                  <Input.TextArea
                    id="publish-message"
                    value={choices.message}
                    maxLength={200}
                    autoSize={{ minRows: 2, maxRows: 4 }}
                    placeholder={DEFAULT_ENDED_MESSAGE}
                    onChange={(e) => set({ message: e.target.value })}
                  />
                </Form.Item>
                <Form.Item
                  label="结束页链接（可不填）"
                  {...help('link', choices.linkText !== '' && choices.linkUrl !== '')}
                >
                  <div style={{ display: 'grid', gridTemplateColumns: '2fr 3fr', gap: 8 }}>
                    <Input
                      id="publish-link-text"
                      aria-label="按钮文字"
                      value={choices.linkText}
                      maxLength={20}
                      placeholder="按钮文字，如 查看最新活动"
                      onChange={(e) => set({ linkText: e.target.value })}
                    />
                    <Input
                      id="publish-link-url"
                      aria-label="链接地址"
                      value={choices.linkUrl}
                      maxLength={2048}
                      placeholder="链接地址，如 /h5-page/h5/spring"
                      onChange={(e) => set({ linkUrl: e.target.value })}
                    />
                  </div>
                </Form.Item>
              </>
            ) : (
              <Form.Item label="跳转到" {...help('redirect', false)}>
                <Select
                  id="publish-redirect"
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="选择已发布的页面"
                  value={choices.redirect}
                  options={pages}
                  notFoundContent="没有其他已发布的页面"
                  onChange={(redirect: string) => set({ redirect })}
                />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      {waiting && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已有定时上线的 v${waiting.version}（${chinaDateTimeText(waiting.startsAt)} 上线），这次发布将取代它。`}
        />
      )}
      <Alert
        type="info"
        showIcon
        title="发布后"
        description={
          <div className="publish-outcome">
            {outcome(choices, liveVersion !== null, redirectTitle).map((line) => (
              <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
                {line}
              </Typography.Paragraph>
            ))}
          </div>
        }
      />
    </Modal>
  );
}
