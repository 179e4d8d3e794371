import { AutoField, FieldLabel } from '@puckeditor/core';
import type { Field, Fields } from '@puckeditor/core';
import type { BlockField } from '@h5-page/blocks/block-definition';
import { ActionField } from './action-field.tsx';
import { FieldProblems } from './field-problems.tsx';
import { MediaField } from './media-field.tsx';

/** Text fields whose label names an image or a video get the upload field. */
const MEDIA_LABEL = /图片地址|视频地址|封面图|头像地址|的图片/;

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

/**
 * A block definition's field as a Puck field: the same shapes, with uploads for media, the
 * typed action form for `action`, and live messages on every leaf.
 */
export function toPuckField(key: string, field: BlockField): Field {
  if (key === 'action' && field.type === 'object') {
    return {
      type: 'custom',
      label: field.label,
      render: ({ name, value, onChange }) => (
        <ActionField name={name} label={field.label} value={value} onChange={onChange} />
      ),
    } as Field;
  }
  switch (field.type) {
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
    case 'text':
      if (MEDIA_LABEL.test(field.label)) {
        const accept = field.label.includes('视频') ? 'video' : 'image';
        return {
          type: 'custom',
          label: field.label,
          render: ({ name, value, onChange }) => (
            <FieldLabel label={field.label} el="div">
              <MediaField
                label={field.label}
                name={name}
                accept={accept}
                value={typeof value === 'string' ? value : ''}
                onChange={onChange}
              />
            </FieldLabel>
          ),
        } as Field;
      }
      return withProblems(field as Field);
    default:
      return withProblems(field as Field);
  }
}

export function toPuckFields(fields: Partial<Record<string, BlockField>>): Fields {
  const out: Fields = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field) out[key] = toPuckField(key, field);
  }
  return out;
}
