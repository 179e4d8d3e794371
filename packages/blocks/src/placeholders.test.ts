import { describe, expect, it } from 'vitest';
import type { Block } from '@h5-page/schema/page';
import { blockDefinitions } from './block-definitions.ts';
import { DEFAULT_COPYRIGHT_TEXTS } from './shared/copyright-texts.ts';
import { findPlaceholders } from './placeholders.ts';

const block = (name: string, value: Record<string, unknown>, children: Block[] = []): Block => ({
  name,
  value,
  children,
});
const footer = (value: Record<string, unknown> = {}) =>
  block('copyright', { ...blockDefinitions.copyright.defaultValue, ...value });

describe('content still at its placeholder', () => {
  it("names the footer's sample licence number and hotline while they show", () => {
    expect(findPlaceholders([block('empty', { height: 20 }), footer()])).toEqual([
      {
        path: 'page_schema[1].value.texts.show3',
        blockPath: 'page_schema[1]',
        field: 'value.texts.show3',
        block: 'copyright',
        blockLabel: '版权及风险提示',
        label: '许可证编号（资质说明）',
        example: true,
      },
      expect.objectContaining({ field: 'value.texts.show5', label: '服务及投诉热线' }),
    ]);
    // Blank is the default text; the default typed out, or kept around a new sentence, too.
    const kept = footer({
      texts: { show3: '  ', show5: `${DEFAULT_COPYRIGHT_TEXTS.show5}` },
    });
    expect(findPlaceholders([kept]).map((hit) => hit.field)).toEqual([
      'value.texts.show3',
      'value.texts.show5',
    ]);
    const edited = footer({ texts: { show3: '许可证编号：914400000000000000（新）' } });
    expect(findPlaceholders([edited]).map((hit) => hit.field)).toContain('value.texts.show3');
  });

  it('is content of the company once replaced, or hidden', () => {
    const own = footer({
      texts: {
        show3: '经营证券期货业务许可证编号：91440101MA5CXXXX1Y',
        show5: '服务热线：020-38888888',
      },
    });
    expect(findPlaceholders([own])).toEqual([]);
    expect(findPlaceholders([footer({ show3: false, show5: false })])).toEqual([]);
  });

  it('names default banners, slides, videos and sample texts, in nested blocks too', () => {
    const page: Block[] = [
      block('image', { ...blockDefinitions.image.defaultValue }),
      block('image', { url: '/media/abc.png' }),
      block('swiper', {
        ...blockDefinitions.swiper.defaultValue,
        list: [{ url: '/media/a.png' }, { url: '/seed-assets/demo.svg' }],
      }),
      block('popup', { id: 'p' }, [block('marquee', { ...blockDefinitions.marquee.defaultValue })]),
      block('video', { ...blockDefinitions.video.defaultValue, poster: '/media/cover.png' }),
    ];
    expect(findPlaceholders(page).map((hit) => [hit.path, hit.label])).toEqual([
      ['page_schema[0].value.url', '默认横幅图片'],
      ['page_schema[2].value.list[1].url', '默认轮播图片'],
      ['page_schema[3].children[0].value.content', '示例滚动文字'],
      ['page_schema[4].value.video', '示例视频'],
    ]);
    expect(findPlaceholders(page).some((hit) => hit.example)).toBe(false);
  });

  it('takes the empty field and the example as the placeholder values of an example rule', () => {
    // Values of its own would leave the empty field, which shows the example, unnamed.
    for (const definition of Object.values(blockDefinitions)) {
      for (const rule of definition.placeholders ?? []) {
        if (rule.example === undefined) continue;
        expect(rule.example.trim(), `${definition.name} ${rule.key}`).not.toBe('');
        expect(rule.values, `${definition.name} ${rule.key}`).toBeUndefined();
      }
    }
  });

  it('holds only rules whose fields the block defines', () => {
    for (const definition of Object.values(blockDefinitions)) {
      for (const rule of definition.placeholders ?? []) {
        const top = rule.key.split(/[.[]/)[0]!;
        expect(Object.keys(definition.fields), `${definition.name} ${rule.key}`).toContain(top);
      }
    }
  });
});
