import type { core } from 'zod';

/**
 * The one place that words a refused request: a zod issue becomes a Chinese sentence naming the
 * parameter, so a toast tells the caller what to fix (`参数 group_id 应为整数`,
 * `参数 state 不能为空`, `参数 page 不能超过 256 个字符`) instead of zod's English.
 */

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '整数',
  int: '整数',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  record: '对象',
};

/** The Chinese message of a zod issue, without the parameter name (zod's error map). */
export function issueMessage(issue: core.$ZodRawIssue): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return '不能为空';
      // Query values are text unless the parameter was repeated.
      if (Array.isArray(issue.input) && issue.expected !== 'array') return '只能传一个值';
      return `应为${TYPE_NAMES[issue.expected] ?? '正确的格式'}`;
    case 'invalid_value':
      if (missing) return '不能为空';
      if (Array.isArray(issue.input)) return '只能传一个值';
      return issue.values.length <= 10
        ? `只能是 ${issue.values.map(String).join('、')}`
        : '的值不正确';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `至少 ${min} 个字符`;
      if (issue.origin === 'array') return `至少 ${min} 项`;
      return `不能小于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `不能超过 ${max} 个字符`;
      if (issue.origin === 'array') return `最多 ${max} 项`;
      return `不能大于 ${max}`;
    }
    default:
      return '格式不正确';
  }
}

// A key may itself hold what is refused (a NUL, half a surrogate pair, a line break).
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `['events', 3, 'type']` → `events[3].type`, the same path style as page problems. */
export function fieldName(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out = out ? `${out}.${String(part)}` : String(part);
  }
  // Names come from the request's own keys; keep a toast readable whatever was sent.
  const characters = [...out.replace(UNPRINTABLE, '?')];
  return characters.length > 64 ? `${characters.slice(0, 61).join('')}...` : characters.join('');
}

/** The sentence for a refused query or body: its first issue, naming the parameter at fault. */
export function validationMessage(issues: readonly core.$ZodIssue[]): string {
  const issue = issues[0];
  const name = issue ? fieldName(issue.path) : '';
  return name ? `参数 ${name} ${issue?.message ?? '格式不正确'}` : '请求内容格式不正确';
}
