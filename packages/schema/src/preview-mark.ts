/**
 * The words every preview of a draft carries in a bar fixed at its top (the visitor app's page,
 * the server's ended-page notice): a draft on the official site, approved or not.
 */
export function previewMark(approved: boolean): string {
  return approved ? '预览 · 已审核' : '预览 · 未审核';
}
