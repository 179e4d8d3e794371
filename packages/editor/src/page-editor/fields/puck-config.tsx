import type { Config, Fields, Slot } from '@puckeditor/core';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { BlockCategory, BlockDefinition } from '@h5-page/blocks/block-definition';
import { RenderBlocks } from '@h5-page/blocks';
import { RuntimeProvider } from '@h5-page/blocks/runtime';
import type { BlockRuntime } from '@h5-page/blocks/runtime';
import { backgroundStyle } from '@h5-page/schema/page-background';
import type { BlockName } from '@h5-page/schema/block-names';
import type { PageShare } from '@h5-page/schema/page';
import { BLOCK_CATEGORIES } from './block-categories.ts';
import { FieldBox } from './field-box.tsx';
import { FieldProblems } from './field-problems.tsx';
import { toPuckField, toPuckFields } from './puck-fields.tsx';
import { withPictureSize } from './picture-size.ts';
import { ShareCardField } from './share-card-field.tsx';
import { AfterEndField } from './after-end-field.tsx';
import type { PageAfterEnd } from '@h5-page/schema/after-end';

/**
 * A block on the canvas (`page-data.ts`): its value as the page holds it (a draft the schema may
 * still refuse), and its nested blocks, which containers edit through a slot.
 */
export interface CanvasProps {
  value: Record<string, unknown>;
  children?: Slot;
}

/** The page settings the root edits. */
export interface CanvasRootProps {
  title: string;
  meta: { keywords: string; description: string };
  background: string;
  is_auto_fit: 0 | 1;
  extra: { pageID?: number };
  /** Absent until the marketer sets a share card. */
  share?: PageShare;
  /** Absent while visitors get the default ended page. */
  after_end?: PageAfterEnd;
}

/** Puck's types for this builder: block name to its canvas props, as Puck's own demo does. */
export type PuckConfig = Config<Record<BlockName, CanvasProps>, CanvasRootProps, BlockCategory>;
type CanvasComponent = PuckConfig['components'][BlockName];

function containerTitle(definition: BlockDefinition<BlockName>, value: Record<string, unknown>) {
  if (definition.name === 'popup') return `${definition.label} ${String(value.id ?? '')}`;
  return definition.label;
}

function componentOf(definition: BlockDefinition<BlockName>): CanvasComponent {
  const fields: Fields<CanvasProps> = {
    value: {
      type: 'object',
      label: definition.label,
      objectFields: toPuckFields(definition.fields),
    },
  };
  // Only containers get a slot; other blocks carry their (normally empty) children untouched.
  if (definition.acceptsChildren) fields.children = { type: 'slot', label: '子组件' };
  return {
    label: definition.label,
    fields,
    defaultProps: {
      value: structuredClone(definition.defaultValue) as Record<string, unknown>,
      children: [],
    },
    // A new picture brings its own pixels, which give the image its aspect ratio.
    ...(definition.name === 'image' ? { resolveData: withPictureSize } : {}),
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

const components = Object.fromEntries(
  Object.values(blockDefinitions).map((definition) => [
    definition.name,
    componentOf(definition as BlockDefinition<BlockName>),
  ]),
) as PuckConfig['components'];

const categories = Object.fromEntries(
  BLOCK_CATEGORIES.map((group) => [group.key, { title: group.title, components: group.blocks }]),
) as NonNullable<PuckConfig['categories']>;

const withProblemsBelow = (label: string, type: 'text' | 'textarea', name: string) => ({
  type: 'custom' as const,
  label,
  render: ({ value, onChange }: { value: unknown; onChange: (v: string) => void }) => (
    <FieldBox name={name}>
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
    </FieldBox>
  ),
});

/**
 * The Puck config, derived from the block definitions: one component per block (its value's
 * fields, its default value, a slot for a container), in the palette group its definition
 * names, rendered by the visitor's components.
 */
export function createPuckConfig(runtime: BlockRuntime): PuckConfig {
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
        is_auto_fit: toPuckField({
          type: 'radio',
          label: '适配电脑浏览器',
          help: '选“是”时，用电脑打开本页的访客转到按电脑屏幕排版的页面，画布也多出电脑尺寸；手机访客不受影响。',
          options: [
            { label: '否', value: 0 },
            { label: '是', value: 1 },
          ],
        }),
        share: {
          type: 'custom',
          label: '分享卡片',
          render: ({ value, onChange }) => <ShareCardField value={value} onChange={onChange} />,
        },
        after_end: {
          type: 'custom',
          label: '活动结束后',
          render: ({ value, onChange }) => <AfterEndField value={value} onChange={onChange} />,
        },
        extra: {
          type: 'object',
          label: '统计',
          objectFields: {
            pageID: toPuckField({
              type: 'number',
              label: '页面统计编号',
              help: '统计平台给本页分配的编号，访问统计按它归类本页的浏览；没有可不填。',
              min: 0,
            }),
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
  };
}
