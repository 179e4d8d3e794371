import { PRODUCT_MARK_SVG } from '../core/product-mark.ts';
import type { PreviewRefusal } from './preview-draft.ts';

/** What a refused preview says: whether the link expired or is no good, and what to do. */
export const PREVIEW_REFUSAL_TEXT: Record<PreviewRefusal, { title: string; hint: string }> = {
  expired: {
    title: '预览链接已过期',
    hint: '预览链接的有效期已过。请联系发给你链接的同事，在落地页搭建平台重新生成预览链接。',
  },
  revoked: {
    title: '预览链接无效',
    hint: '这个预览链接已被撤销。请联系发给你链接的同事，重新生成一个预览链接。',
  },
  invalid: {
    title: '预览链接无效',
    hint: '链接可能没有复制完整。请复制完整的链接重新打开，或请同事重新发送预览链接。',
  },
  'no-link': {
    title: '预览链接无效',
    hint: '查看未发布的页面需要同事分享的预览链接；搭建平台的编辑请先登录后台再预览。',
  },
};

const STYLE =
  'body{margin:0;background:#f5f5f5;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329}' +
  'main{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}' +
  '.card{width:100%;max-width:340px;background:#fff;border-radius:16px;padding:32px 24px 28px;box-sizing:border-box;text-align:center;box-shadow:0 8px 24px rgba(0,0,0,.08)}' +
  '.brand{display:inline-flex;align-items:center;gap:8px;font-size:18px;font-weight:700;color:#cf2b24}' +
  '.brand svg{width:40px;height:40px}' +
  'h1{font-size:20px;line-height:1.4;font-weight:600;margin:20px 0 12px;color:#cf2b24}' +
  '.hint{font-size:15px;line-height:1.7;color:#5f6672;margin:0}';

/** The small page a refused preview link gets: phone-sized, branded, with nothing to load. */
export function previewRefusedHtml(refusal: PreviewRefusal): string {
  const { title, hint } = PREVIEW_REFUSAL_TEXT[refusal];
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">
<div class="brand" role="img" aria-label="牛8">${PRODUCT_MARK_SVG}<span aria-hidden="true">牛8</span></div>
<h1>${title}</h1>
<p class="hint">${hint}</p>
</div></main></body>
</html>`;
}
