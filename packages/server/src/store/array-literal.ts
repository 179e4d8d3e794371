/**
 * A PostgreSQL array literal (`{"a",NULL,"b"}`) of text, numbers or nulls, to pass a whole column
 * as one parameter (`$1::text[]`, then `unnest`): a batch insert then has a few parameters
 * whatever its size, and neither driver nor query builder walks a value per row and column.
 */
export function arrayLiteral(values: ReadonlyArray<string | number | null>): string {
  const items = values.map((value) =>
    value === null
      ? 'NULL'
      : typeof value === 'number'
        ? String(value)
        : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
