import { beforeAll, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { BlockName } from '@h5-page/schema/block-names';
import type { Block } from '@h5-page/schema/page';
import { blockDefinitions } from './block-definitions.ts';
import type { BlockProps } from './block-props.ts';
import { blockRegistry } from './registry.ts';
import { RuntimeProvider } from './runtime.ts';
import type { BlockRuntime } from './runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';

// Every block whose server HTML holds a form control keeps what a visitor entered there before
// the block hydrated, in its state: a render after hydration still shows it (a block that started
// from the server's empty value writes that back), and a tap reads it.

/** Values whose controls no demo block shows (a form that appears for one `view`, extra fields). */
const MORE_VALUES: Partial<Record<BlockName, Record<string, unknown>[]>> = {
  brokerage: [{ view: 'openAccount' }, { view: 'fundAccount' }],
  simTrading: [{ view: 'competition' }, { view: 'stockHold' }],
  leadForm: [
    {
      extraFields: [
        { type: 'text', label: '职业' },
        { type: 'select', label: '投资经验', options: '1 年以下\n1-3 年\n3 年以上' },
      ],
    },
  ],
};

/** The blocks a visitor can fill in on the server's HTML: the cases must meet each. */
const FORM_BLOCKS: readonly BlockName[] = [
  'brokerage',
  'inviteRegister',
  'leadForm',
  'simTrading',
  'tourComments',
  'tourMap',
];

const cases: [string, BlockName, Block][] = Object.entries(blockDefinitions).flatMap(
  ([key, definition]) => {
    const name = key as BlockName;
    const more = (MORE_VALUES[name] ?? []).map((value): Block => ({ name, value, children: [] }));
    return [...definition.demo, ...more].map((block, index): [string, BlockName, Block] => [
      `${name} #${index + 1}`,
      name,
      block,
    ]);
  },
);

function element(name: BlockName, block: Block, runtime: BlockRuntime): ReactNode {
  const Component = blockRegistry[name]!.component as unknown as ComponentType<
    BlockProps<BlockName>
  >;
  return (
    <RuntimeProvider value={runtime}>
      <Component
        value={block.value as BlockProps<BlockName>['value']}
        children={block.children}
        path="page_schema[0]"
      />
    </RuntimeProvider>
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CONTROLS = 'input, textarea, select';

const ticks = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const entryOf = (control: Control) => (ticks(control) ? control.checked : control.value);

/** Enters what a visitor would: a phone number where the keypad is numeric, else a name. */
function enter(control: Control): void {
  if (control instanceof HTMLSelectElement) {
    control.value = control.options[control.options.length - 1]!.value;
  } else if (ticks(control)) {
    control.checked = !control.checked;
  } else {
    const text = control.inputMode === 'numeric' || control.type === 'tel' ? '13800138000' : '张三';
    control.value = control.maxLength > 0 ? text.slice(0, control.maxLength) : text;
  }
}

beforeAll(async () => {
  await Promise.all(Object.values(blockRegistry).map((entry) => entry.component.preload()));
});

describe('what a visitor enters before a block hydrates', () => {
  it.each(cases)('%s keeps it through hydration and the renders after', async (_, name, block) => {
    const runtime = createFakeRuntime();
    const html = renderToString(element(name, block, runtime));
    if (!/<(input|textarea|select)\b/.test(html)) return;
    let entered: (string | boolean)[] = [];
    const { container, root, errors, spy, unmount } = await hydrateHtml(
      html,
      element(name, block, runtime),
      (server) => {
        const controls = [...server.querySelectorAll<Control>(CONTROLS)];
        controls.forEach(enter);
        entered = controls.map(entryOf);
      },
    );
    try {
      const shown = () => [...container.querySelectorAll<Control>(CONTROLS)].map(entryOf);
      expect(shown()).toEqual(entered);
      await act(async () => root.render(element(name, block, runtime)));
      expect(shown()).toEqual(entered);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      unmount();
      spy.mockRestore();
    }
  });

  it('meets every block a visitor can fill in on the server HTML', () => {
    const met = cases.flatMap(([, name, block]) =>
      /<(input|textarea|select)\b/.test(renderToString(element(name, block, createFakeRuntime())))
        ? [name]
        : [],
    );
    expect([...new Set(met)].sort()).toEqual(FORM_BLOCKS);
  });
});
