import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Copyright from './copyright.tsx';
import { findPlaceholders } from '../placeholders.ts';
import {
  DEFAULT_COPYRIGHT_TEXTS,
  RISK_HEADING,
  SAMPLE_HOTLINE,
  SAMPLE_LICENCE_NUMBER,
  fillYear,
  hotlineText,
  qualificationText,
} from '../shared/copyright-texts.ts';
import { copyrightDefinition } from './index.ts';

type Value = BlockValueMap['copyright'];

const OFF = { show: false, show3: false, show4: false, show5: false, fxts: false };
/** 2026-11-22 noon in Beijing. */
const NOW = Date.parse('2026-11-22T12:00:00+08:00');
/** A company's own licence notice and hotline. */
const OWN = {
  show3: qualificationText('91440101MA00000000'),
  show5: hotlineText('020-38000000'),
};

function element(value: Partial<Value>, now = NOW, preview = false) {
  return (
    <RuntimeProvider value={createFakeRuntime({ now, page: { preview } })}>
      <Copyright value={{ ...OFF, ...value }} children={[]} path="page_schema[9]" />
    </RuntimeProvider>
  );
}

const flagsShown = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-flag]')].map((node) => node.dataset.flag);

describe('copyright block', () => {
  it('shows nothing when every flag is off', () => {
    expect(render(element({})).container.innerHTML).toBe('');
  });

  it.each([
    ['show', '版权所有'],
    ['show3', '经营证券期货业务许可证编号'],
    ['show4', '投资顾问服务不承诺收益'],
    ['show5', '投诉热线'],
    ['fxts', '市场有风险，投资需谨慎。'],
  ] as const)('flag %s alone shows its text (%s) and no other', (flag, words) => {
    const { container } = render(element({ [flag]: true, texts: OWN }));
    expect(flagsShown(container)).toEqual([flag]);
    expect(container.textContent).toContain(words);
  });

  it('shows every text that is on, the risk notice first and the copyright line last', () => {
    const { container } = render(
      element({ show: true, show3: true, show4: true, show5: true, fxts: true, texts: OWN }),
    );
    expect(flagsShown(container)).toEqual(['fxts', 'show4', 'show3', 'show5', 'show']);
    expect(container.querySelector('footer')).not.toBeNull();
    expect(container.querySelector('.h5-copyright-heading')?.textContent).toBe(RISK_HEADING);
  });

  it('replaces {year} with the year of the server clock in Beijing', () => {
    const { container } = render(element({ show: true }));
    expect(container.textContent).toBe('Copyright © 2026 牛8 版权所有');
    // 2026-12-31 20:00 UTC is already 2027 in Beijing.
    expect(fillYear('© {year}', Date.parse('2026-12-31T20:00:00Z'))).toBe('© 2027');
  });

  it('takes a per-flag override from `texts`, blank overrides keeping the default', () => {
    const { container } = render(
      element({
        show3: true,
        fxts: true,
        show4: true,
        texts: {
          show3: '经营证券期货业务许可证编号：91440101MA00000000',
          fxts: '投资有风险',
          show4: '  ',
        },
      }),
    );
    expect(container.querySelector('[data-flag="show3"]')?.textContent).toBe(
      '经营证券期货业务许可证编号：91440101MA00000000',
    );
    expect(container.querySelector('[data-flag="fxts"] .h5-copyright-text')?.textContent).toBe(
      '投资有风险',
    );
    expect(container.querySelector('[data-flag="show4"]')?.textContent).toBe(
      DEFAULT_COPYRIGHT_TEXTS.show4,
    );
  });

  it('live, shows no line for an empty licence notice or hotline, never the sample numbers', () => {
    const value = { show: true, show3: true, show5: true, fxts: true, texts: { show5: ' ' } };
    for (const html of [
      renderToString(element(value)),
      render(element(value)).container.innerHTML,
    ]) {
      expect(html).not.toContain(SAMPLE_LICENCE_NUMBER);
      expect(html).not.toContain(SAMPLE_HOTLINE);
      expect(html).not.toContain('data-flag="show3"');
      expect(html).not.toContain('data-flag="show5"');
      expect(html).toContain('Copyright © 2026 牛8 版权所有');
      expect(html).not.toContain('示例');
    }
  });

  it('in the builder, shows the sample licence notice and hotline tagged 示例', () => {
    const { container } = render(
      element({ show3: true, show5: true, texts: { show5: OWN.show5 } }, NOW, true),
    );
    const licence = container.querySelector('[data-flag="show3"]');
    expect(licence?.textContent).toBe(`${DEFAULT_COPYRIGHT_TEXTS.show3}示例`);
    expect(licence?.querySelector('.h5-example-tag')?.textContent).toBe('示例');
    // The company's own hotline is the page's: no tag.
    expect(container.querySelector('[data-flag="show5"]')?.textContent).toBe(OWN.show5);
  });

  it('names an empty licence notice or hotline that shows as an error to fix, not one hidden', () => {
    const hits = findPlaceholders([
      { name: 'copyright', value: { show: true, show3: true, show5: true }, children: [] },
    ]);
    expect(hits.map((hit) => [hit.field, hit.example])).toEqual([
      ['value.texts.show3', true],
      ['value.texts.show5', true],
    ]);
    const hidden = { name: 'copyright', value: { show: true, show3: false }, children: [] };
    expect(findPlaceholders([hidden])).toEqual([]);
  });

  it('ignores flags that are truthy but not true (the schema gives booleans)', () => {
    const { container } = render(element({ show: 1 as unknown as boolean }));
    expect(container.innerHTML).toBe('');
  });

  it('renders the same texts on the server', () => {
    const html = renderToString(element({ show: true, fxts: true }));
    expect(html).toContain('<footer class="h5-copyright">');
    expect(html).toContain('Copyright © 2026 牛8 版权所有');
    expect(html).toContain(DEFAULT_COPYRIGHT_TEXTS.fxts);
  });

  it('keeps every default editable: one text field per flag with the default as placeholder', () => {
    const fields = copyrightDefinition.fields.texts;
    expect(fields?.type).toBe('object');
    if (fields?.type !== 'object') return;
    for (const flag of ['show', 'show4', 'fxts'] as const) {
      expect(fields.objectFields[flag]).toMatchObject({
        placeholder: DEFAULT_COPYRIGHT_TEXTS[flag],
      });
    }
    // The licence notice and hotline are examples, and say so.
    for (const flag of ['show3', 'show5'] as const) {
      expect(fields.objectFields[flag]).toMatchObject({
        placeholder: `示例：${DEFAULT_COPYRIGHT_TEXTS[flag]}`,
      });
    }
  });
});
