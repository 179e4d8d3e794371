import { useEffect, useState } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { Input, Radio, Select } from 'antd';
import {
  AFTER_END_LINK_TEXT_MAX_LENGTH,
  AFTER_END_MESSAGE_MAX_LENGTH,
  AFTER_END_URL_MAX_LENGTH,
} from '@h5-page/schema/after-end';
import type { PageAfterEnd } from '@h5-page/schema/after-end';
import { activityPagePath } from '@h5-page/schema/page-route';
import { DEFAULT_ENDED_MESSAGE } from '@h5-page/schema/schedule-texts';
import { adminApi } from '../../api/admin-api.ts';
import { FieldBox } from './field-box.tsx';
import { FieldProblems } from './field-problems.tsx';
import './share-card-field.css';

const usePuck = createUsePuck();

type Notice = Extract<PageAfterEnd, { kind: 'notice' }>;

/** The page file's choice as the field edits it; absent or unreadable is the default notice. */
function choiceOf(value: unknown): PageAfterEnd {
  const choice = (value ?? {}) as Partial<Record<string, unknown>>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  if (choice.kind === 'redirect') return { kind: 'redirect', url: text(choice.url) };
  return {
    kind: 'notice',
    message: text(choice.message),
    link_text: text(choice.link_text),
    link_url: text(choice.link_url),
  };
}

/** A notice with nothing written is the default ended page: the page file then holds none. */
function stored(choice: PageAfterEnd): PageAfterEnd | undefined {
  if (choice.kind === 'notice' && !choice.message && !choice.link_text && !choice.link_url) {
    return undefined;
  }
  return choice;
}

interface Props {
  value: unknown;
  onChange(value: PageAfterEnd | undefined): void;
}

/**
 * What visitors get once the page's schedule has ended (the page file's `after_end`): the ended
 * page with a message and a button, or another page they are sent to. It is saved with the
 * draft, so the compliance checks read it and review approves it with the rest of the page; the
 * publish dialog only sets when the page ends.
 */
export function AfterEndField({ value, onChange }: Props) {
  const choice = choiceOf(value);
  const code = usePuck(
    (s) => (s.appState.data.root?.props as { code?: unknown } | undefined)?.code,
  );
  const [pages, setPages] = useState<{ value: string; label: string }[] | null>(null);
  const redirecting = choice.kind === 'redirect';

  useEffect(() => {
    if (!redirecting) return;
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
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [redirecting, code]);

  const setNotice = (patch: Partial<Notice>) => {
    const notice: Notice =
      choice.kind === 'notice'
        ? choice
        : { kind: 'notice', message: '', link_text: '', link_url: '' };
    onChange(stored({ ...notice, ...patch }));
  };
  // The page chosen before, kept as an option while the list does not hold it (it has ended).
  const options =
    choice.kind === 'redirect' && choice.url && !pages?.some((p) => p.value === choice.url)
      ? [...(pages ?? []), { value: choice.url, label: choice.url }]
      : (pages ?? []);

  return (
    <FieldBox name="after_end" className="share-card-field">
      <div className="share-card-field__title">
        活动结束后（设置了结束时间的页面，结束后访客看到）
      </div>
      <Radio.Group
        value={choice.kind}
        onChange={(event) =>
          onChange(event.target.value === 'redirect' ? { kind: 'redirect', url: '' } : undefined)
        }
        options={[
          { value: 'notice', label: '结束页（文案和按钮）' },
          { value: 'redirect', label: '跳转到其他页面' },
        ]}
      />
      {choice.kind === 'notice' ? (
        <>
          <FieldBox name="after_end.message">
            <label className="root-field">
              <span>结束页文案</span>
              <Input.TextArea
                value={choice.message}
                maxLength={AFTER_END_MESSAGE_MAX_LENGTH}
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder={DEFAULT_ENDED_MESSAGE}
                onChange={(event) => setNotice({ message: event.target.value })}
              />
              <FieldProblems name="after_end.message" />
            </label>
          </FieldBox>
          <FieldBox name="after_end.link_text">
            <label className="root-field">
              <span>按钮文字（可不填）</span>
              <Input
                value={choice.link_text}
                maxLength={AFTER_END_LINK_TEXT_MAX_LENGTH}
                placeholder="如 查看最新活动"
                onChange={(event) => setNotice({ link_text: event.target.value })}
              />
              <FieldProblems name="after_end.link_text" />
            </label>
          </FieldBox>
          <FieldBox name="after_end.link_url">
            <label className="root-field">
              <span>按钮链接</span>
              <Input
                value={choice.link_url}
                maxLength={AFTER_END_URL_MAX_LENGTH}
                placeholder="如 /h5-page/h5/spring"
                onChange={(event) => setNotice({ link_url: event.target.value.trim() })}
              />
              <FieldProblems name="after_end.link_url" />
            </label>
          </FieldBox>
        </>
      ) : (
        <FieldBox name="after_end.url">
          <label className="root-field">
            <span>跳转到</span>
            <Select
              aria-label="结束后跳转到"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="选择已发布的页面"
              value={choice.url || undefined}
              options={options}
              loading={pages === null}
              notFoundContent="没有其他已发布的页面"
              onChange={(url: string) => onChange({ kind: 'redirect', url })}
            />
            <FieldProblems name="after_end.url" />
          </label>
        </FieldBox>
      )}
    </FieldBox>
  );
}
