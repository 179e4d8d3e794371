import { AutoField, FieldLabel } from '@puckeditor/core';
import type { Field, Fields } from '@puckeditor/core';
import type { BlockField } from '@h5-page/blocks/block-definition';
import { ActionField } from './action-field.tsx';
import { FieldProblems } from './field-problems.tsx';
import { MediaField } from './media-field.tsx';

/** A leaf field with the schema's live messages under it. */
function withProblems(field: Field): Field {
  return {
    type: 'custom',
    label: field.label,
    render: ({ name, value, onChange, id, readOnly }) => (
      <div data-field={name}>
        <FieldLabel label={field.label ?? name} el="div" readOnly={readOnly}>
          <AutoField field={field} value={value} onChange={onChange} id={id} readOnly={readOnly} />
          <FieldProblems name={name} />
        </FieldLabel>
      </div>
    ),
  } as Field;
}

/** An image or a video: dropped or chosen files are uploaded, the library reuses uploads. */
function mediaField(label: string, accept: 'image' | 'video'): Field {
  return {
    type: 'custom',
    label,
    render: ({ name, value, onChange }) => (
      <FieldLabel label={label} el="div">
        <MediaField
          label={label}
          name={name}
          accept={accept}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      </FieldLabel>
    ),
  } as Field;
}

/**
 * A block definition's field as a Puck field, the widget chosen by the field's type: the same
 * shapes for Puck's own types, uploads for `image` and `video`, the typed action form for
 * `action`, and live messages on every leaf. `colour` is a text box (`#cf2b24`, `rgb()`, a
 * name), `datetime` the millisecond timestamp, `richtext` the HTML source.
 */
export function toPuckField(field: BlockField): Field {
  switch (field.type) {
    case 'action':
      return {
        type: 'custom',
        label: field.label,
        render: ({ name, value, onChange }) => (
          <ActionField name={name} label={field.label} value={value} onChange={onChange} />
        ),
      } as Field;
    case 'image':
    case 'video':
      return mediaField(field.label, field.type === 'video' ? 'video' : 'image');
    case 'colour':
      return withProblems({ type: 'text', label: field.label, placeholder: field.placeholder });
    case 'datetime':
      return withProblems({ type: 'number', label: field.label, min: 0, step: 1000 });
    case 'html':
    case 'richtext':
      return withProblems({ type: 'textarea', label: field.label, placeholder: field.placeholder });
    case 'object':
      return { type: 'object', label: field.label, objectFields: toPuckFields(field.objectFields) };
    case 'array':
      return {
        type: 'array',
        label: field.label,
        arrayFields: toPuckFields(field.arrayFields),
        defaultItemProps: field.defaultItemProps ?? {},
        getItemSummary: (item: Record<string, unknown>, index?: number) =>
          String(item.title ?? item.text ?? item.name ?? item.label ?? `第 ${(index ?? 0) + 1} 项`),
      } as Field;
    default:
      return withProblems(field as Field);
  }
}

export function toPuckFields(fields: Partial<Record<string, BlockField>>): Fields {
  const out: Fields = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field) out[key] = toPuckField(field);
  }
  return out;
}
