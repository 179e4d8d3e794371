const TYPES: Record<string, string> = {
  'a number': '数字',
  'an integer': '整数',
  'a string': '文字',
  'a boolean': '是/否',
  'an object': '对象',
  'an array': '列表',
};

const RULES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^required$/, () => '必填'],
  [/^expected a non-empty string$/, () => '不能为空'],
  [
    /^expected a safe URL/,
    () => '链接不安全：不允许 javascript:、vbscript:、file: 或非图片的 data: 地址',
  ],
  [
    /^expected a CSS colour or an image URL$/,
    () => '应为 CSS 颜色或图片地址，例如 #ff0000 或 https://…/bg.png',
  ],
  [/^expected a CSS colour/, () => '应为 CSS 颜色，例如 #ff0000'],
  [/^expected only letters, digits/, () => '只能包含字母、数字、“_”和“-”'],
  [/^expected one of (.*)$/, (m) => `应为以下之一：${m[1]}`],
  [/^expected a number (>=|>|<=|<) (.*)$/, (m) => `应为${m[1]} ${m[2]} 的数字`],
  [/^expected at least (\d+) characters$/, (m) => `至少 ${m[1]} 个字`],
  [/^expected at most (\d+) characters$/, (m) => `最多 ${m[1]} 个字`],
  [/^expected at least (\d+) items?$/, (m) => `至少 ${m[1]} 项`],
  [/^expected at most (\d+) items?$/, (m) => `最多 ${m[1]} 项`],
  [
    /^expected (a number|an integer|a string|a boolean|an object|an array)( or .*)?$/,
    (m) =>
      `应为${[m[1] ?? '', ...(m[2] ?? '').split(' or ')]
        .filter(Boolean)
        .map((t) => TYPES[t.trim()] ?? t)
        .join('或')}`,
  ],
  [
    /^expected (\d+) to (\d+) variants, got (\d+)$/,
    (m) => `A/B 实验须有 ${m[1]}–${m[2]} 个方案（现有 ${m[3]} 个）`,
  ],
  [
    /^weights must add up to (\d+), they add up to (\d+)$/,
    (m) => `各方案流量占比合计须为 ${m[1]}%，当前合计 ${m[2]}%`,
  ],
  [/^expected a whole number from (\d+) to (\d+)$/, (m) => `应为 ${m[1]}–${m[2]} 的整数`],
  [
    /^expected a lower-case letter, then up to 15/,
    () => '方案标识应以小写字母开头，最多 16 位小写字母、数字、“_”或“-”',
  ],
  [/^expected only on a page with variants/, () => '只能用于 A/B 实验的页面'],
  [/^expected "thompson" \(automatic allocation\) or nothing$/, () => '应为自动分配或不设置'],
  [/^key "(.*)" is used twice$/, (m) => `方案标识“${m[1]}”重复`],
  [/^expected (\d+) to (\d+) characters$/, (m) => `应为 ${m[1]}–${m[2]} 个字`],
  [/^expected no spaces at the start or end$/, () => '开头和结尾不能有空格'],
  [/^expected no control characters or line breaks$/, () => '不能包含换行或控制字符'],
  [/^name "(.*)" is used twice$/, (m) => `方案名称“${m[1]}”与其他方案重复`],
  [/^unknown block "(.*)", it will be skipped$/, (m) => `未知组件“${m[1]}”，访客页面会跳过它`],
];

/** A schema problem message (short English, shared with the CLI) in Chinese for the builder. */
export function problemText(message: string): string {
  for (const [pattern, text] of RULES) {
    const match = message.match(pattern);
    if (match) return text(match);
  }
  // A rule that speaks Chinese already (a block's own, such as the lead form's) is said as is.
  if (/[\u4e00-\u9fff]/.test(message)) return message;
  return `数据有误（${message}）`;
}
