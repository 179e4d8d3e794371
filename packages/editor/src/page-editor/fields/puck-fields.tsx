import { AutoField, FieldLabel } from '@puckeditor/core';
import type { Field, Fields } from '@puckeditor/core';
import { InputNumber } from 'antd';
import type { BlockField } from '@h5-page/blocks/block-definition';
import { ActionField } from './action-field.tsx';
import { ChinaDateTimePicker } from './china-date-picker.tsx';
import { FieldBox } from './field-box.tsx';
import { FieldProblems } from './field-problems.tsx';
import { MediaField } from './media-field.tsx';
import { richTextField } from '../../rich-text/rich-text-field.tsx';

/**
 * An emptied field is an absent one: its key leaves the value, so an optional field falls back
 * to the block's default (an empty colour is not a colour the schema refuses) and a required one
 * reads 必填. The server keeps a page as it is sent, so the builder sends no empty keys.
 */
const emptiedAsAbsent = (value: unknown): unknown => (value === '' ? undefined : value);

/** A field's help: one line under its label saying what the field is for. */
function FieldHelp({ help }: { help: string | undefined }) {
  return help ? <div className="field-help">{help}</div> : null;
}

/** A leaf field with its help above it and the schema's live messages under it. */
function withProblems(field: Field, help?: string): Field {
  return {
    type: 'custom',
    label: field.label,
    render: ({ name, value, onChange, id, readOnly }) => (
      <FieldBox name={name}>
        <FieldLabel label={field.label ?? name} el="div" readOnly={readOnly}>
          <FieldHelp help={help} />
          <AutoField
            field={field}
            value={value}
            onChange={(next: unknown) => onChange(emptiedAsAbsent(next))}
            id={id}
            readOnly={readOnly}
          />
          <FieldProblems name={name} />
        </FieldLabel>
      </FieldBox>
    ),
  } as Field;
}

/**
 * A number. Puck's own number box turns an emptied box into 0 (or, under its minimum, keeps the
 * old value), so a number could not be emptied; this one empties to absent like every field.
 */
function numberField(field: Extract<BlockField, { type: 'number' }>): Field {
  return {
    type: 'custom',
    label: field.label,
    render: ({ name, value, onChange, id, readOnly }) => (
      <FieldBox name={name}>
        <FieldLabel label={field.label} el="div" readOnly={readOnly}>
          <FieldHelp help={field.help} />
          <InputNumber
            id={id}
            value={typeof value === 'number' ? value : null}
            min={field.min}
            max={field.max}
            step={field.step}
            disabled={readOnly}
            style={{ width: '100%' }}
            onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
          />
          <FieldProblems name={name} />
        </FieldLabel>
      </FieldBox>
    ),
  } as Field;
}

/** A date and time in China time; the value stays the millisecond timestamp. */
function dateTimeField(label: string, pastWarning: string | undefined, help?: string): Field {
  return {
    type: 'custom',
    label,
    render: ({ name, value, onChange, id, readOnly }) => (
      <FieldBox name={name}>
        <FieldLabel label={`${label}（北京时间）`} el="div" readOnly={readOnly}>
          <FieldHelp help={help} />
          <ChinaDateTimePicker id={id} value={value} onChange={onChange} readOnly={readOnly} />
          {pastWarning && typeof value === 'number' && value < Date.now() && (
            <div className="field-warning" role="status">
              {pastWarning}
            </div>
          )}
          <FieldProblems name={name} />
        </FieldLabel>
      </FieldBox>
    ),
  } as Field;
}

/** An image or a video: dropped or chosen files are uploaded, the library reuses uploads. */
function mediaField(label: string, accept: 'image' | 'video', help?: string): Field {
  return {
    type: 'custom',
    label,
    render: ({ name, value, onChange }) => (
      <FieldBox name={name}>
        <FieldLabel label={label} el="div">
          <FieldHelp help={help} />
          <MediaField
            label={label}
            name={name}
            accept={accept}
            value={typeof value === 'string' ? value : ''}
            onChange={(next) => onChange(emptiedAsAbsent(next))}
          />
        </FieldLabel>
      </FieldBox>
    ),
  } as Field;
}

/**
 * A block definition's field as a Puck field, the widget chosen by the field's type: the same
 * shapes for Puck's own types, uploads for `image` and `video`, the typed action form for
 * `action`, a China-time date-time picker for `datetime`, and live messages on every leaf.
 * `colour` is a text box (`#cf2b24`, `rgb()`, a name), `html` the HTML source, `richtext` Puck's
 * rich-text editor with the text block's marks (rich-text/rich-text-field.tsx).
 */
export function toPuckField(field: BlockField): Field {
  const { help } = field;
  switch (field.type) {
    case 'action':
      return {
        type: 'custom',
        label: field.label,
        render: ({ name, value, onChange }) => (
          <FieldBox name={name}>
            <FieldHelp help={help} />
            <ActionField name={name} label={field.label} value={value} onChange={onChange} />
          </FieldBox>
        ),
      } as Field;
    case 'image':
    case 'video':
      return mediaField(field.label, field.type === 'video' ? 'video' : 'image', help);
    case 'colour':
      return withProblems(
        { type: 'text', label: field.label, placeholder: field.placeholder },
        help,
      );
    case 'datetime':
      return dateTimeField(field.label, field.pastWarning, help);
    case 'number':
      return numberField(field);
    case 'richtext':
      return withProblems(richTextField(field.label), help);
    case 'html':
      return withProblems(
        { type: 'textarea', label: field.label, placeholder: field.placeholder },
        help,
      );
    case 'object':
      return { type: 'object', label: field.label, objectFields: toPuckFields(field.objectFields) };
    case 'array':
      return {
        type: 'array',
        label: field.label,
        arrayFields: toPuckFields(field.arrayFields),
        defaultItemProps: field.defaultItemProps ?? {},
        // The first of its names that is filled in (a new item's are empty), else its place.
        getItemSummary: (item: Record<string, unknown>, index?: number) =>
          [item.title, item.text, item.name, item.label]
            .find((name): name is string | number =>
              typeof name === 'string' ? name.trim() !== '' : typeof name === 'number',
            )
            ?.toString() ?? `第 ${(index ?? 0) + 1} 项`,
      } as Field;
    default: {
      // Puck's own field types take the rest as they are; the help is ours.
      const { help: _help, ...shape } = field;
      return withProblems(shape as Field, help);
    }
  }
}

export function toPuckFields(fields: Partial<Record<string, BlockField>>): Fields {
  const out: Fields = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field) out[key] = toPuckField(field);
  }
  return out;
}
