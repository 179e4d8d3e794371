import { useState } from 'react';
import { Alert, Button, Segmented, Space, Typography } from 'antd';
import { activityPagePath } from '@h5-page/schema/page-route';
import { HOLDOUT_SHARE, variantDisplayName } from '@h5-page/schema/variants';
import { shareText } from '../shared/allocation-text.ts';
import type { PageFile } from '../shared/page-data.ts';
import { variantsOf } from '../shared/page-data.ts';

/** What the phone frame shows: one variant (by key; '' on a page without a test), or the ended page. */
export type ReviewView = { variant: string } | { ended: true };

/** Every view of a page a visitor can get: its variants (or the page), then the ended page. */
function reviewViews(page: PageFile): { view: ReviewView; label: string; title: string }[] {
  const variants = variantsOf(page);
  const views: { view: ReviewView; label: string; title: string }[] = variants
    ? variants.map((v, i) => ({
        view: { variant: v.key },
        label: `${variantDisplayName(v, i)}（${v.weight}%）`,
        title: variantDisplayName(v, i),
      }))
    : [{ view: { variant: '' }, label: '页面', title: '页面' }];
  if (page.after_end)
    views.push({ view: { ended: true }, label: '活动结束后', title: '活动结束后' });
  return views;
}

const viewKey = (view: ReviewView) => ('ended' in view ? 'ended' : `variant:${view.variant}`);

/** The popups among some blocks (nested ones too), by id. */
function popupsOf(blocks: unknown): string[] {
  const ids: string[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const block of list as {
      name?: unknown;
      value?: { id?: unknown };
      children?: unknown;
    }[]) {
      if (block?.name === 'popup' && block.value?.id !== undefined)
        ids.push(String(block.value.id));
      walk(block?.children);
    }
  };
  walk(blocks);
  return [...new Set(ids)];
}

interface Props {
  reviewId: number;
  code: string;
  page: PageFile;
  view: ReviewView;
  onView: (view: ReviewView) => void;
}

/**
 * The revision submitted on a 375-wide phone, as visitors get it: a switcher between its A/B
 * variants and the ended page, and each popup of the variant shown, opened in the frame. With
 * 自动分配流量 the switcher's weights are not how visitors are split, and a line says so.
 */
export function ReviewPhones({ reviewId, code, page, view, onView }: Props) {
  const [popup, setPopup] = useState<string | null>(null);
  const views = reviewViews(page);
  const variants = variantsOf(page);
  const index = 'ended' in view ? -1 : (variants?.findIndex((v) => v.key === view.variant) ?? 0);
  const shown = views.find((v) => viewKey(v.view) === viewKey(view)) ?? views[0]!;
  const blocks = index < 0 ? [] : variants ? variants[index]?.page_schema : page.page_schema;
  const popups = popupsOf(blocks);
  const open = popup !== null && popups.includes(popup) ? popup : null;

  const query = new URLSearchParams({ isPreview: '1', review: String(reviewId) });
  if ('ended' in view) query.set('ended', '1');
  else if (view.variant) query.set('variant', view.variant);
  if (open) query.set('popup', open);
  const title = views.length > 1 ? `提交审核的版本 · ${shown.title}` : '提交审核的版本';
  const afterEnd = page.after_end as { kind?: unknown; url?: unknown } | undefined;
  const automatic = variants !== null && page.variant_allocation === 'thompson';

  return (
    <div className="review-detail__phones">
      {views.length > 1 && (
        <Segmented
          aria-label="查看的方案"
          block
          options={views.map((v) => ({ value: viewKey(v.view), label: v.label }))}
          value={viewKey(shown.view)}
          onChange={(key) => {
            setPopup(null);
            onView(views.find((v) => viewKey(v.view) === key)!.view);
          }}
        />
      )}
      {automatic && (
        <Alert
          className="review-detail__allocation"
          type="info"
          showIcon
          title={`已开启自动分配流量：访客按各方案的实验数据分配（留出 ${shareText(HOLDOUT_SHARE)} 平均分配用于分析），括号中的流量占比不生效`}
        />
      )}
      <div className="preview__phone review-detail__phone">
        <iframe
          key={query.toString()}
          title={title}
          src={`${activityPagePath(code)}?${query}`}
          width={375}
          height={667}
        />
      </div>
      {'ended' in view && afterEnd?.kind === 'redirect' && (
        <Typography.Text type="secondary">
          活动结束后，访客将跳转到 {String(afterEnd.url)}
        </Typography.Text>
      )}
      {popups.length > 0 && (
        <Space wrap size={4} className="review-detail__popups">
          <Typography.Text type="secondary">弹窗：</Typography.Text>
          {popups.map((id) => (
            <Button
              key={id}
              size="small"
              type={open === id ? 'primary' : 'default'}
              onClick={() => setPopup(open === id ? null : id)}
            >
              {open === id ? `关闭弹窗「${id}」` : `打开弹窗「${id}」`}
            </Button>
          ))}
        </Space>
      )}
    </div>
  );
}
