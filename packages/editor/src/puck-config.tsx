import type { ComponentConfig, Config, Fields, SlotComponent } from '@puckeditor/core';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { BlockDefinition } from '@h5-page/blocks/block-definition';
import { RenderBlocks } from '@h5-page/blocks';
import { RuntimeProvider } from '@h5-page/blocks/runtime';
import type { BlockRuntime } from '@h5-page/blocks/runtime';
import { backgroundStyle } from '@h5-page/schema/page-background';
import type { BlockName } from '@h5-page/schema/block-names';
import { BLOCK_CATEGORIES } from './block-categories.ts';
import { FieldProblems } from './field-problems.tsx';
import { toPuckFields } from './puck-fields.tsx';
import { choiceField } from '@h5-page/blocks/shared/choice-field';

interface CanvasProps {
  id: string;
  value: Record<string, unknown>;
  children?: SlotComponent | unknown[];
}

function containerTitle(definition: BlockDefinition<BlockName>, value: Record<string, unknown>) {
  if (definition.name === 'popup') return `${definition.label} ${String(value.id ?? '')}`;
  return definition.label;
}

function componentOf(definition: BlockDefinition<BlockName>): ComponentConfig<CanvasProps> {
  const valueFields = toPuckFields(definition.fields as Record<string, never>);
  const fields: Fields = {
    value: { type: 'object', label: definition.label, objectFields: valueFields },
  };
  // Only containers get a slot; other blocks carry their (normally empty) children untouched.
  if (definition.acceptsChildren) fields.children = { type: 'slot', label: '子组件' };
  return {
    label: definition.label,
    fields: fields as ComponentConfig<CanvasProps>['fields'],
    defaultProps: {
      id: '',
      value: structuredClone(definition.defaultValue) as Record<string, unknown>,
      children: [],
    },
    render: ({ value, children, id }) => {
      if (definition.acceptsChildren && typeof children === 'function') {
        const Slot = children;
        // On the canvas a container shows its children in place (a popup would cover the page).
        return (
          <div className={`canvas-container canvas-container--${definition.name}`}>
            <div className="canvas-container__title">{containerTitle(definition, value ?? {})}</div>
            <Slot className="canvas-container__slot" />
          </div>
        );
      }
      return (
        <RenderBlocks
          blocks={[{ name: definition.name, value: value ?? {}, children: [] }]}
          path={`canvas.${id}`}
        />
      );
    },
  };
}

const components: Record<string, ComponentConfig<CanvasProps>> = {};
for (const definition of Object.values(blockDefinitions)) {
  components[definition.name] = componentOf(definition as BlockDefinition<BlockName>);
}

const categories = Object.fromEntries(
  BLOCK_CATEGORIES.map((c) => [
    c.key,
    { title: c.title, components: c.blocks.filter((name) => name in components) },
  ]),
);

const withProblemsBelow = (label: string, type: 'text' | 'textarea', name: string) => ({
  type: 'custom' as const,
  label,
  render: ({ value, onChange }: { value: unknown; onChange: (v: string) => void }) => (
    <label className="root-field">
      <span>{label}</span>
      {type === 'text' ? (
        <input
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <textarea
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldProblems name={name} />
    </label>
  ),
});

/** The Puck config: one component per block definition, rendered by the visitor's components. */
export function createPuckConfig(runtime: BlockRuntime): Config {
  return {
    categories,
    components,
    root: {
      fields: {
        title: withProblemsBelow('页面标题', 'text', 'title'),
        meta: {
          type: 'object',
          label: 'SEO 信息',
          objectFields: {
            keywords: { type: 'text', label: '关键词（meta keywords）' },
            description: { type: 'textarea', label: '描述（meta description）' },
          },
        },
        background: withProblemsBelow('页面背景（CSS 颜色或图片地址）', 'text', 'background'),
        is_auto_fit: choiceField('radio', '自适应屏幕高度（is_auto_fit）', { 否: 0, 是: 1 }),
        extra: {
          type: 'object',
          label: '统计',
          objectFields: {
            pageID: { type: 'number', label: '页面 ID（pageID，访问统计用）', min: 0 },
          },
        },
      },
      render: ({ children, background }: { children: React.ReactNode; background?: unknown }) => (
        <RuntimeProvider value={runtime}>
          <div
            className="h5-page canvas-page"
            style={backgroundStyle(typeof background === 'string' ? background : '')}
          >
            {children}
          </div>
        </RuntimeProvider>
      ),
    },
  } as unknown as Config;
}
