import { useEffect, useState } from 'react';
import { Alert, Button, Form, Modal, Radio, Typography } from 'antd';
import type { PageAfterEnd } from '@h5-page/schema/after-end';
import { chinaDate, chinaDateTimeText } from '@h5-page/schema/china-time';
import { startsText } from '@h5-page/schema/schedule-texts';
import { adminApi } from '../api/admin-api.ts';
import type { VersionSummary } from '../api/admin-api.ts';
import { afterEndText } from './after-end-text.ts';
import { ChinaDateTimePicker } from './fields/china-date-picker.tsx';
import { FilingSection } from './filing-section.tsx';
import type { FilingState } from './filing-api.ts';

/**
 * The publish call's body: only the bounds the marketer changed. A bound left out keeps the
 * page's own (its schedule survives a republish); null removes it.
 */
export interface PublishWindow {
  starts_at?: number | null;
  ends_at?: number | null;
}

/** The page's schedule as the dialog opens on it (epoch ms; null: none). */
export interface PageSchedule {
  start: number | null;
  end: number | null;
}

interface Props {
  open: boolean;
  busy: boolean;
  /** The page being published. */
  code: string;
  /** The version visitors see now; null when the page was never published. */
  liveVersion: number | null;
  /** What the draft says visitors get after the end (its page file's `after_end`). */
  afterEnd: PageAfterEnd | undefined;
  /** Closes the dialog and opens the page settings' 活动结束后, where that is edited. */
  onEditAfterEnd: () => void;
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
}

type Field = 'start' | 'end';

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** The page's schedule: the window of the version waiting for its start, else the live one's. */
function scheduleOf(versions: readonly VersionSummary[]): PageSchedule {
  const shown = versions.find((v) => v.scheduled) ?? versions.find((v) => v.current);
  return { start: ms(shown?.starts_at), end: ms(shown?.ends_at) };
}

/** The choices the dialog opens on: the page's own start (while ahead) and end. */
function choicesOf(schedule: PageSchedule, now: number): Choices {
  const ahead = schedule.start !== null && schedule.start > now;
  return {
    startMode: ahead ? 'later' : 'now',
    start: ahead ? (schedule.start ?? undefined) : undefined,
    endMode: schedule.end === null ? 'open' : 'at',
    end: schedule.end ?? undefined,
  };
}

/** What is wrong with the choices, by field, in the words the dialog shows under each. */
function publishProblems(c: Choices, now: number): Partial<Record<Field, string>> {
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
  }
  return problems;
}

/**
 * Why a page marked 需报备 may not go live with these choices (no filing yet, or the day it would
 * go live is before the first day its filing allows); null: nothing stops it. China dates.
 */
function filingBlock(c: Choices, filing: FilingState | null, now: number): string | null {
  if (!filing?.required) return null;
  if (!filing.earliest_go_live) return '该页面需报备：请先记录报备，之后才能发布。';
  const start = c.startMode === 'later' && c.start !== undefined ? Math.max(c.start, now) : now;
  if (chinaDate(start) >= filing.earliest_go_live) return null;
  return `最早可上线：${filing.earliest_go_live}，在此之前不能发布（可选择“定时上线”于该日或之后）。`;
}

/**
 * The body for these choices: each bound only where it differs from the page's schedule, so a
 * plain 发布 names none and the server keeps the page's. 立即上线 on a page whose start has passed
 * is that start kept.
 */
function windowOf(c: Choices, schedule: PageSchedule, now: number): PublishWindow {
  const window: PublishWindow = {};
  const start = c.startMode === 'later' ? (c.start ?? null) : null;
  const startPassed = schedule.start === null || schedule.start <= now;
  if (c.startMode === 'later' ? start !== schedule.start : !startPassed) window.starts_at = start;
  const end = c.endMode === 'at' ? (c.end ?? null) : null;
  if (end !== schedule.end) window.ends_at = end;
  return window;
}

/** In words, what publishing with these choices will do, for the marketer to check. */
function outcome(
  c: Choices,
  live: boolean,
  schedule: PageSchedule,
  afterEnd: PageAfterEnd | undefined,
): string[] {
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
    lines.push(`${chinaDateTimeText(c.end)} 结束后，访客看到${afterEndText(afterEnd)}。`);
  } else if (schedule.end !== null) {
    lines.push(`页面不再自动结束（取消原定 ${chinaDateTimeText(schedule.end)} 的结束）。`);
  }
  return lines;
}

/**
 * Publish now or at a time, with an optional end. The dialog opens on the page's schedule (the
 * waiting version's, else the live one's), which a plain 发布 keeps; removing an end is a choice
 * it warns about. What visitors get after the end is part of the draft (page settings, 活动结束后),
 * reviewed with it; the dialog says what it is. A start ahead never takes the live page down: the
 * live version keeps serving until then. Times are China time.
 */
export function PublishModal({
  open,
  busy,
  code,
  liveVersion,
  afterEnd,
  onEditAfterEnd,
  onCancel,
  onPublish,
  now,
}: Props) {
  const clock = now ?? Date.now;
  const [choices, setChoices] = useState<Choices>(choicesOf({ start: null, end: null }, 0));
  const [tried, setTried] = useState(false);
  // The page's schedule; null while it loads, and publishing waits for it.
  const [schedule, setSchedule] = useState<PageSchedule | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A version already waiting for its start, which this publish replaces.
  const [waiting, setWaiting] = useState<{ version: number; startsAt: number } | null>(null);
  // The page's 需报备 mark and filings (FilingSection reads them); null: unknown or not loaded.
  const [filing, setFiling] = useState<FilingState | null>(null);
  const set = (patch: Partial<Choices>) => setChoices((c) => ({ ...c, ...patch }));

  // Each opening starts again from the page's schedule, reset in the render that opens the dialog.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setSchedule(null);
      setLoadError(null);
      setTried(false);
      setWaiting(null);
      setFiling(null);
    }
  }

  useEffect(() => {
    if (!open) return;
    let live = true;
    adminApi
      .versions(code)
      .then((versions) => {
        if (!live) return;
        const found = versions.find((v) => v.scheduled && v.starts_at);
        if (found?.starts_at) {
          setWaiting({ version: found.version, startsAt: Date.parse(found.starts_at) });
        }
        const current = scheduleOf(versions);
        setSchedule(current);
        setChoices(choicesOf(current, clock()));
      })
      .catch((error: unknown) => live && setLoadError((error as Error).message));
    return () => {
      live = false;
    };
    // The clock is read when the schedule arrives; a new clock function is no reason to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, code, attempt]);

  const problems = publishProblems(choices, clock());
  // A field's problem shows once it has a value, or once 发布 was pressed.
  const shown = (field: Field, touched: boolean) =>
    tried || touched ? problems[field] : undefined;
  const help = (field: Field, touched: boolean) => {
    const problem = shown(field, touched);
    return problem ? { validateStatus: 'error' as const, help: problem } : {};
  };
  const blocked = filingBlock(choices, filing, clock());
  const removesEnd = schedule !== null && schedule.end !== null && choices.endMode === 'open';

  const submit = () => {
    setTried(true);
    if (!schedule || Object.keys(publishProblems(choices, clock())).length > 0) return;
    if (filingBlock(choices, filing, clock())) return;
    onPublish(windowOf(choices, schedule, clock()));
  };

  return (
    <Modal
      title="发布页面"
      open={open}
      okText={choices.startMode === 'later' ? '定时发布' : '发布'}
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: schedule === null || blocked !== null }}
      onCancel={onCancel}
      onOk={submit}
      width={560}
      destroyOnHidden
    >
      {loadError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`读取页面当前的上线和结束时间失败：${loadError}`}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </Button>
          }
        />
      )}
      <Form layout="vertical" className="publish-form" requiredMark={false}>
        <Form.Item label="上线时间（北京时间）" {...help('start', choices.start !== undefined)}>
          <Radio.Group
            value={choices.startMode}
            disabled={schedule === null}
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
            disabled={schedule === null}
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
        {removesEnd && schedule.end !== null && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`将取消结束时间：页面原定 ${chinaDateTimeText(schedule.end)} 结束，选择“不设结束”后活动结束也会继续展示。`}
          />
        )}
        {choices.endMode === 'at' && (
          <Form.Item label="结束后访客看到">
            <Typography.Text className="publish-after-end">
              {afterEndText(afterEnd)}
            </Typography.Text>
            <div>
              <Button type="link" style={{ paddingInline: 0 }} onClick={onEditAfterEnd}>
                在页面设置“活动结束后”中修改
              </Button>
            </div>
            <Typography.Text type="secondary">
              结束页随页面草稿保存，并与页面内容一起审核。
            </Typography.Text>
          </Form.Item>
        )}
      </Form>
      <FilingSection code={code} onChange={setFiling} blocked={blocked} />
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
            {outcome(
              choices,
              liveVersion !== null,
              schedule ?? { start: null, end: null },
              afterEnd,
            ).map((line) => (
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
