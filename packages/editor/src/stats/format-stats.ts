/** Figures as a marketer reads them: counts with separators, stays in seconds, rates in %. */
export const formatStats = {
  count: (n: number) => n.toLocaleString('zh-CN'),
  stay(ms: number) {
    if (ms <= 0) return '—';
    const seconds = ms / 1000;
    if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} 秒`;
    const minutes = Math.floor(seconds / 60);
    return `${minutes} 分 ${Math.round(seconds - minutes * 60)} 秒`;
  },
  percent: (ratio: number) => `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.1 ? 2 : 1)}%`,
  /** A server time as Beijing wall time (the stats' day), whatever the browser's zone. */
  beijingTime(iso: string) {
    const shifted = new Date(Date.parse(iso) + 8 * 60 * 60 * 1000).toISOString();
    return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
  },
  /** A server time as the Beijing wall clock to the second (`23:59:07`). */
  beijingClock(iso: string) {
    return new Date(Date.parse(iso) + 8 * 60 * 60 * 1000).toISOString().slice(11, 19);
  },
  /** `page_schema[2].children[0]` → 第 3 个组件 › 第 1 个子组件. */
  position(path: string) {
    const parts = [...path.matchAll(/(page_schema|children)\[(\d+)\]/g)];
    if (parts.length === 0) return path || '—';
    return parts
      .map((m, i) => `第 ${Number(m[2]) + 1} 个${i === 0 ? '组件' : '子组件'}`)
      .join(' › ');
  },
};
