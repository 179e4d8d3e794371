import { z } from 'zod';
import type { core } from 'zod';
import { redirectsToItself } from './after-end.ts';
import { isBlockName } from './block-names.ts';
import { blockValueSchemas } from './block-value-schemas.ts';
import { pageTextProblem } from './clean-text.ts';
import { formatPath } from './format-path.ts';
import { isPlainRecord } from './is-plain-record.ts';
import { issueMessage } from './issue-message.ts';
import { migratePage } from './migrate-page.ts';
import type { ActivityPage, Block } from './page.ts';
import { pageHeaderSchema } from './page.ts';
import { ROOT_PATH } from './problem.ts';
import type { Problem } from './problem.ts';
import type { PageVariant } from './variants.ts';
import { variantListProblems, withControlBlocks } from './variants.ts';

export { formatProblem } from './problem.ts';
export type { Problem } from './problem.ts';

export type PageValidation =
  { ok: true; page: ActivityPage; warnings: Problem[] } | { ok: false; problems: Problem[] };

/** Deepest nesting of `children` accepted (deeper trees are a problem, not a stack overflow). */
export const MAX_BLOCK_DEPTH = 32;

type Path = readonly PropertyKey[];

const PARSE_OPTIONS = { error: issueMessage } as const;
const blockNameSchema = z.string().min(1);
const blockValueObjectSchema = z.looseObject({});

interface Findings {
  problems: Problem[];
  warnings: Problem[];
}

function report(issues: readonly core.$ZodIssue[], prefix: Path, into: Problem[]): void {
  for (const issue of issues) {
    into.push({ path: formatPath([...prefix, ...issue.path]), message: issue.message });
  }
}

function validateBlocks(raw: readonly unknown[], path: Path, depth: number, f: Findings): Block[] {
  return raw.map((item, index) => validateBlock(item, [...path, index], depth, f));
}

function validateBlock(raw: unknown, path: Path, depth: number, f: Findings): Block {
  const placeholder: Block = { name: '', value: {}, children: [] };
  if (!isPlainRecord(raw)) {
    f.problems.push({ path: formatPath(path), message: 'expected an object' });
    return placeholder;
  }
  if (depth > MAX_BLOCK_DEPTH) {
    f.problems.push({
      path: formatPath(path),
      message: `blocks nested deeper than ${MAX_BLOCK_DEPTH} levels`,
    });
    return placeholder;
  }

  const name = blockNameSchema.safeParse(raw.name, PARSE_OPTIONS);
  if (!name.success) report(name.error.issues, [...path, 'name'], f.problems);
  const value = blockValueObjectSchema.safeParse(raw.value, PARSE_OPTIONS);
  if (!value.success) report(value.error.issues, [...path, 'value'], f.problems);

  let children: Block[] = [];
  if (Array.isArray(raw.children)) {
    children = validateBlocks(raw.children, [...path, 'children'], depth + 1, f);
  } else if (raw.children !== undefined) {
    f.problems.push({ path: formatPath([...path, 'children']), message: 'expected an array' });
  }

  if (!name.success || !value.success) return placeholder;

  let parsedValue: Record<string, unknown> = value.data;
  if (isBlockName(name.data)) {
    const parsed = blockValueSchemas[name.data].safeParse(value.data, PARSE_OPTIONS);
    if (parsed.success) parsedValue = parsed.data;
    else report(parsed.error.issues, [...path, 'value'], f.problems);
  } else {
    f.warnings.push({
      path: formatPath([...path, 'name']),
      message: `unknown block ${JSON.stringify(name.data)}, it will be skipped`,
    });
  }
  return { ...raw, name: name.data, value: parsedValue, children };
}

/** Where a walked value sits: its key and its parent's place (the path is built only if needed). */
interface Place {
  key: PropertyKey;
  parent: Place | null;
}

function pathOf(place: Place | null): Path {
  const path: PropertyKey[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every text of the file, keys included, that could not be stored as it is (a NUL byte, another
 * control character, a lone surrogate), each at its path. Walked without recursion and without
 * copying paths: a value may nest as deep as the file does.
 */
function textProblems(input: unknown, into: Problem[]): void {
  const stack: { value: unknown; place: Place | null }[] = [{ value: input, place: null }];
  const report = (place: Place, problem: string) =>
    into.push({ path: formatPath(pathOf(place)), message: problem });
  while (stack.length > 0) {
    const { value, place } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = pageTextProblem(value);
      if (problem && place) report(place, problem);
    } else if (Array.isArray(value)) {
      // Pushed last first, so that the file is read, and its problems listed, in order.
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], place: { key: index, parent: place } });
      }
    } else if (isPlainRecord(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const problem = pageTextProblem(key);
        if (problem) report({ key, parent: place }, problem);
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, place: { key, parent: place } });
      }
    }
  }
}

function validate(input: unknown): PageValidation {
  if (!isPlainRecord(input)) {
    return { ok: false, problems: [{ path: ROOT_PATH, message: 'expected an object' }] };
  }
  const migrated = migratePage(input);
  if (!isPlainRecord(migrated)) {
    return { ok: false, problems: [{ path: ROOT_PATH, message: 'expected an object' }] };
  }

  const f: Findings = { problems: [], warnings: [] };
  textProblems(migrated, f.problems);
  const header = pageHeaderSchema.safeParse(migrated, PARSE_OPTIONS);
  if (!header.success) report(header.error.issues, [], f.problems);
  const blocks = Array.isArray(migrated.page_schema)
    ? validateBlocks(migrated.page_schema, ['page_schema'], 1, f)
    : [];

  let variants: PageVariant[] | undefined;
  if (migrated.variants !== undefined) {
    const listProblems = variantListProblems(migrated.variants);
    f.problems.push(...listProblems);
    if (listProblems.length === 0) {
      variants = (migrated.variants as Record<string, unknown>[]).map((variant, index) => ({
        ...variant,
        key: variant.key as string,
        weight: variant.weight as number,
        page_schema: validateBlocks(
          variant.page_schema as unknown[],
          ['variants', index, 'page_schema'],
          1,
          f,
        ),
      }));
    }
  }

  if (
    header.success &&
    header.data.variant_allocation &&
    !variants &&
    migrated.variants === undefined
  ) {
    f.problems.push({
      path: 'variant_allocation',
      message: 'expected only on a page with variants (an A/B test)',
    });
  }

  if (
    header.success &&
    header.data.after_end &&
    redirectsToItself(header.data.after_end, header.data.code)
  ) {
    f.problems.push({ path: 'after_end.url', message: '结束后不能跳转回本页面，请选择其他页面' });
  }

  if (!header.success || f.problems.length > 0) return { ok: false, problems: f.problems };
  // With variants, the control's blocks are the page's own (see variants.ts).
  const page = withControlBlocks({
    ...header.data,
    page_schema: blocks,
    ...(variants ? { variants } : {}),
  } as ActivityPage);
  return { ok: true, page, warnings: f.warnings };
}

/**
 * Checks a page file (CONTRACT section 3) after bringing it to the current format (migratePage).
 * Reports every problem at once, each with its path (`page_schema[2].value.endTime`) and a short
 * message (`expected a number`). On success returns the page with defaults filled and unknown
 * keys kept, plus warnings (unknown block names: the renderer skips those blocks). Never throws.
 */
export function validatePage(input: unknown): PageValidation {
  try {
    return validate(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unexpected input';
    return { ok: false, problems: [{ path: ROOT_PATH, message: `cannot be read (${reason})` }] };
  }
}
