/**
 * The lead form's extra fields (beyond name and phone, which every lead form asks): what the
 * marketer added in the builder, and the one check of a visitor's answers that the form runs
 * before sending and the server runs again against the published page. Pure, no zod: the lead
 * form's chunk imports it.
 */

export type LeadExtraFieldType = 'address' | 'select' | 'text';

export const LEAD_EXTRA_FIELD_TYPES: readonly LeadExtraFieldType[] = ['address', 'select', 'text'];

/** What the builder calls each kind of field. */
export const LEAD_EXTRA_FIELD_TYPE_LABELS: Readonly<Record<LeadExtraFieldType, string>> = {
  address: '所在地区（省 / 市 / 区县选择）',
  select: '下拉选择',
  text: '单行文字',
};

/** At most this many extra fields on one form: a long form loses visitors. */
export const LEAD_EXTRA_FIELD_LIMIT = 6;
/** A field's label, as the form shows it beside the input. */
export const LEAD_EXTRA_LABEL_MAX = 12;
/** A short-text answer. */
export const LEAD_EXTRA_TEXT_MAX = 50;
/** An address answer (`广东省 广州市 天河区`) and a select option. */
export const LEAD_EXTRA_CHOICE_MAX = 60;

/** The labels name and phone already use: an extra field may not take them. */
export const LEAD_FIXED_LABELS: readonly string[] = ['姓名', '手机号'];

export interface LeadExtraField {
  type: LeadExtraFieldType;
  label: string;
  required: boolean;
  /** A select's options (none for the others). */
  options: string[];
}

/** One answer as the lead keeps it: the field's label when it was answered, and the answer. */
export interface LeadExtraAnswer {
  label: string;
  value: string;
}

export type LeadAnswersCheck =
  { ok: true; answers: LeadExtraAnswer[] } | { ok: false; label: string; message: string };

/** A select's options as the builder holds them (one a line): trimmed, blank lines and repeats dropped. */
export function optionsOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const option = line.trim();
    if (option) seen.add(option);
  }
  return [...seen];
}

const isType = (type: unknown): type is LeadExtraFieldType =>
  LEAD_EXTRA_FIELD_TYPES.includes(type as LeadExtraFieldType);

/**
 * The extra fields of a lead form's value (`extraFields`), in order; entries the schema would
 * refuse (no label, an unknown type, a select without options) are left out, so a form and the
 * server never ask for what cannot be answered.
 */
export function leadExtraFields(value: unknown): LeadExtraField[] {
  const list = (value as { extraFields?: unknown } | null | undefined)?.extraFields;
  if (!Array.isArray(list)) return [];
  const fields: LeadExtraField[] = [];
  for (const entry of list.slice(0, LEAD_EXTRA_FIELD_LIMIT)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { type, label, required, options } = entry as Record<string, unknown>;
    const name = typeof label === 'string' ? label.trim() : '';
    if (!isType(type) || !name || fields.some((field) => field.label === name)) continue;
    const choices = type === 'select' ? optionsOf(options) : [];
    if (type === 'select' && choices.length === 0) continue;
    fields.push({ type, label: name, required: required === true, options: choices });
  }
  return fields;
}

/** What a visitor is told when a required field is empty. */
export function missingAnswerMessage(field: LeadExtraField): string {
  return field.type === 'text' ? `请填写${field.label}` : `请选择${field.label}`;
}

/**
 * Checks a visitor's answers (label to answer) against a form's extra fields: every answer names
 * a field, every required field is answered, a select's answer is one of its options, texts are
 * short. The answers come back in the fields' order, empty optional ones left out.
 */
export function checkLeadAnswers(
  fields: readonly LeadExtraField[],
  answers: Readonly<Record<string, unknown>>,
): LeadAnswersCheck {
  for (const label of Object.keys(answers)) {
    if (!fields.some((field) => field.label === label)) {
      return { ok: false, label, message: `表单中没有「${label}」这一项，请刷新页面后重试` };
    }
  }
  const kept: LeadExtraAnswer[] = [];
  for (const field of fields) {
    const raw = Object.hasOwn(answers, field.label) ? answers[field.label] : undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      return { ok: false, label: field.label, message: `「${field.label}」应为文字` };
    }
    const value = (raw ?? '').trim();
    if (!value) {
      if (field.required)
        return { ok: false, label: field.label, message: missingAnswerMessage(field) };
      continue;
    }
    if (field.type === 'select' && !field.options.includes(value)) {
      return { ok: false, label: field.label, message: `「${field.label}」请从给出的选项中选择` };
    }
    const max = field.type === 'text' ? LEAD_EXTRA_TEXT_MAX : LEAD_EXTRA_CHOICE_MAX;
    if ([...value].length > max) {
      return { ok: false, label: field.label, message: `「${field.label}」不能超过 ${max} 个字` };
    }
    kept.push({ label: field.label, value });
  }
  return { ok: true, answers: kept };
}
