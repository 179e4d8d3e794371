import { useMemo } from 'react';
import { createUsePuck } from '@puckeditor/core';
import type { Data } from '@puckeditor/core';
import { Input } from 'antd';
import type { Block, PageShare } from '@h5-page/schema/page';
import { SHARE_DESC_MAX_LENGTH, SHARE_TITLE_MAX_LENGTH } from '@h5-page/schema/page';
import { shareCard } from '@h5-page/schema/share-card';
import { dataToPage } from '../../shared/page-data.ts';
import { FieldProblems } from './field-problems.tsx';
import { MediaField } from './media-field.tsx';
import './share-card-field.css';

const usePuck = createUsePuck();

/** The share card as the page holds it: every key a string ('' unset). */
function cardOf(value: unknown): PageShare {
  const share = (value ?? {}) as Partial<Record<keyof PageShare, unknown>>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { title: text(share.title), desc: text(share.desc), image: text(share.image) };
}

interface Props {
  value: unknown;
  onChange(value: PageShare): void;
}

/**
 * The page's share card (CONTRACT section 8): title, description and picture (the media picker),
 * each falling back to the page's title, description and first picture, shown as WeChat shows the
 * card in a chat, so the marketer sees what friends will see.
 */
export function ShareCardField({ value, onChange }: Props) {
  const card = cardOf(value);
  // Stable references from the store (a selector making a new object would render forever).
  const root = usePuck((s) => s.appState.data.root);
  const content = usePuck((s) => s.appState.data.content);
  const page = useMemo(() => {
    const file = dataToPage({ root, content } as Data);
    const meta = (file.meta ?? {}) as { description?: unknown };
    return {
      title: typeof file.title === 'string' ? file.title : '',
      description: typeof meta.description === 'string' ? meta.description : '',
      blocks: (Array.isArray(file.page_schema) ? file.page_schema : []) as Block[],
    };
  }, [root, content]);
  const shown = shareCard({
    title: page.title,
    meta: { keywords: '', description: page.description },
    page_schema: page.blocks,
    share: card,
  });
  const set = (key: keyof PageShare, next: string) => onChange({ ...card, [key]: next });

  return (
    <div className="share-card-field" data-field="share">
      <div className="share-card-field__title">分享卡片（微信中分享时好友看到的样子）</div>
      <label className="root-field">
        <span>分享标题</span>
        <Input
          value={card.title}
          maxLength={SHARE_TITLE_MAX_LENGTH}
          placeholder={page.title || '不填则用页面标题'}
          onChange={(event) => set('title', event.target.value)}
        />
        <FieldProblems name="share.title" />
      </label>
      <label className="root-field">
        <span>分享描述</span>
        <Input.TextArea
          value={card.desc}
          maxLength={SHARE_DESC_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={page.description || '不填则用页面描述'}
          onChange={(event) => set('desc', event.target.value)}
        />
        <FieldProblems name="share.desc" />
      </label>
      <div className="root-field">
        <span>分享图片（不选则用页面第一张图）</span>
        <MediaField
          label="分享图片"
          name="share.image"
          accept="image"
          value={card.image}
          onChange={(next) => set('image', next)}
        />
      </div>
      <div className="share-card-preview" aria-label="分享卡片预览">
        <div className="share-card-preview__title">{shown.title || '（未填写标题）'}</div>
        <div className="share-card-preview__body">
          <div className="share-card-preview__desc">{shown.desc}</div>
          {shown.image ? (
            <img className="share-card-preview__image" src={shown.image} alt="" />
          ) : (
            <div className="share-card-preview__image share-card-preview__image--none">无图</div>
          )}
        </div>
      </div>
    </div>
  );
}
