import '#test/jsdom-layout.ts';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@puckeditor/core';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { BlockName } from '@h5-page/schema/block-names';
import { BLOCK_CATEGORIES } from './block-categories.ts';
import { createPuckConfig } from './puck-config.tsx';
import type { PuckConfig } from './puck-config.tsx';
import { createPreviewRuntime } from '../preview-runtime.ts';
import { toPuckField } from './puck-fields.tsx';
import { richTextField } from '../../rich-text/rich-text-field.tsx';

const config = createPuckConfig(createPreviewRuntime(vi.fn()));
// Typed by block name; read here by any name.
const components: Record<string, PuckConfig['components'][BlockName]> = config.components;

describe('Puck config generated from the block definitions', () => {
  it('has one component per block, labelled in Chinese, in exactly one palette group', () => {
    const names = Object.keys(blockDefinitions);
    expect(Object.keys(components).sort()).toEqual([...names].sort());
    const grouped = BLOCK_CATEGORIES.flatMap((c) => c.blocks);
    expect([...grouped].sort()).toEqual([...names].sort());
    expect(BLOCK_CATEGORIES.map((c) => c.title)).toEqual(['基础', '营销', '容器', '表单', '活动']);
    for (const [name, component] of Object.entries(components)) {
      expect(component.label).toBe(blockDefinitions[name as keyof typeof blockDefinitions]?.label);
      expect(component.label).toMatch(/[\u4e00-\u9fa5]|Logo/);
    }
  });

  it('gives every field of each definition, new blocks its default value, containers a slot', () => {
    for (const definition of Object.values(blockDefinitions)) {
      const component = components[definition.name]!;
      const value = component.fields!.value as Extract<Field, { type: 'object' }>;
      expect(value.type).toBe('object');
      expect(Object.keys(value.objectFields).sort()).toEqual(Object.keys(definition.fields).sort());
      expect(component.defaultProps?.value).toEqual(definition.defaultValue);
      expect(component.fields!.children?.type === 'slot').toBe(Boolean(definition.acceptsChildren));
    }
  });

  it('edits actions with the typed form, media with uploads, other leaves with live messages', () => {
    expect(toPuckField({ type: 'action', label: '点击动作', objectFields: {} }).type).toBe(
      'custom',
    );
    const media = toPuckField({ type: 'image', label: '图片地址' });
    expect(media.type).toBe('custom');
    const nested = toPuckField({
      type: 'object',
      label: '按钮图片',
      objectFields: {
        url: { type: 'image', label: '图片地址' },
        alt: { type: 'text', label: '说明' },
      },
    }) as Extract<Field, { type: 'object' }>;
    expect(nested.type).toBe('object');
    expect(Object.keys(nested.objectFields)).toEqual(['url', 'alt']);
    const list = toPuckField({
      type: 'array',
      label: '列表',
      arrayFields: { title: { type: 'text', label: '标题' } },
    }) as Extract<Field, { type: 'array' }>;
    expect(list.type).toBe('array');
    expect(list.arrayFields.title?.label).toBe('标题');
    expect(toPuckField({ type: 'number', label: '结束时间' }).label).toBe('结束时间');
  });

  it('groups the page settings: title, meta, background, auto-fit, share card, after the end, pageID', () => {
    expect(Object.keys(config.root!.fields!)).toEqual([
      'title',
      'meta',
      'background',
      'is_auto_fit',
      'share',
      'after_end',
      'extra',
    ]);
    expect(config.root!.fields!.share?.type).toBe('custom');
    expect(config.root!.fields!.after_end?.type).toBe('custom');
  });

  it('names the page settings in words, never by their keys in the page file', () => {
    const labels = (fields: object): string[] =>
      Object.values(fields).flatMap((value: unknown) => {
        const field = value as Field | undefined;
        if (!field) return [];
        return [field.label ?? '', ...(field.type === 'object' ? labels(field.objectFields) : [])];
      });
    const identifier = /[A-Za-z]+_[A-Za-z_]+|[A-Z]{3,}_|\b[a-z]+[A-Z][A-Za-z]*\b/;
    expect(labels(config.root!.fields!).filter((label) => identifier.test(label))).toEqual([]);
  });

  it("edits a text's rich text with Puck's editor, limited to the text block's marks", () => {
    const field = richTextField('正文') as Extract<Field, { type: 'richtext' }>;
    expect(field.type).toBe('richtext');
    expect(field.contentEditable).toBe(false);
    const off = Object.entries(field.options ?? {})
      .filter(([, option]) => option === false)
      .map(([name]) => name)
      .sort();
    expect(off).toEqual(
      'blockquote bulletList code codeBlock heading horizontalRule listItem listKeymap orderedList strike'.split(
        ' ',
      ),
    );
    expect(field.tiptap?.extensions?.map((extension) => extension.name)).toEqual(['textStyle']);
    expect(typeof field.renderMenu).toBe('function');
    // The code block's snippet stays its HTML source.
    expect(toPuckField({ type: 'html', label: 'HTML' }).type).toBe('custom');
  });
});
