import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns a schema validation failure into one Chinese sentence that names the parameter, so a
 * toast tells the caller what to fix (`参数 code 不能为空`) instead of ajv's English.
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context?: string,
): string {
  const first = errors[0];
  if (!first) return '请求参数错误';
  const params = first.params;
  const base = fieldName(first.instancePath);
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const name = missing !== undefined ? join(base, missing) : base;
  if (!name) return context === 'body' ? '请求内容格式不正确' : '请求参数格式不正确';
  const field = `参数 ${name}`;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;

  switch (first.keyword) {
    case 'required':
      return `${field} 不能为空`;
    case 'minLength':
      return limit === undefined || limit <= 1
        ? `${field} 不能为空`
        : `${field} 至少 ${limit} 个字符`;
    case 'maxLength':
      return `${field} 不能超过 ${limit} 个字符`;
    case 'minItems':
      return `${field} 至少 ${limit} 项`;
    case 'maxItems':
      return `${field} 最多 ${limit} 项`;
    case 'minimum':
      return `${field} 不能小于 ${limit}`;
    case 'maximum':
      return `${field} 不能大于 ${limit}`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return allowed.length > 0 && allowed.length <= 10
        ? `${field} 只能是 ${allowed.map(String).join('、')}`
        : `${field} 的值不正确`;
    }
    case 'const':
      return `${field} 只能是 ${String(params.allowedValue)}`;
    case 'type':
      // Query values are always text, unless the parameter was repeated (an array).
      if (context === 'querystring' && params.type === 'string') return `${field} 只能传一个值`;
      return `${field} 应为${TYPE_NAMES[String(params.type)] ?? '正确的格式'}`;
    default:
      return `${field} 格式不正确`;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
};

/** `/events/3/kind` → `events[3].kind`, the same path style as page validation problems. */
function fieldName(instancePath: string): string {
  let out = '';
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out = /^\d+$/.test(part) ? `${out}[${part}]` : join(out, part);
  }
  // Names come from the request's own keys; keep a toast readable whatever was sent.
  return out.length > 64 ? `${out.slice(0, 61)}...` : out;
}

function join(base: string, key: string): string {
  return base ? `${base}.${key}` : key;
}
