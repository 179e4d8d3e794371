const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The value at a dotted key (no arrays), or undefined. */
function valueAt(value: unknown, key: string): unknown {
  let at: unknown = value;
  for (const part of key.split('.')) {
    if (!isRecord(at)) return undefined;
    at = at[part];
  }
  return at;
}

/**
 * Every field `key` names in a block's `value`, with its key inside the value: `texts.show3` is
 * one field, `list[].url` that key of every item of the array `list` (`list[0].url`, ...). The
 * placeholder and compliance rules name fields this way.
 */
export function fieldsOf(value: unknown, key: string): { key: string; value: unknown }[] {
  const [head, tail] = key.split('[].', 2) as [string, string | undefined];
  if (tail === undefined) return [{ key, value: valueAt(value, key) }];
  const list = valueAt(value, head);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i) =>
    fieldsOf(item, tail).map((field) => ({
      key: `${head}[${i}].${field.key}`,
      value: field.value,
    })),
  );
}
