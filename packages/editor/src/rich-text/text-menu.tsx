import { useState } from 'react';
import { RichTextMenu } from '@puckeditor/core';
import { Button, Input, Space } from 'antd';
import { keepSelection } from './keep-selection.ts';
import { linkTarget } from './link-target.ts';
import { MenuPopover } from './menu-popover.tsx';

/** The little of tiptap's editor the text's own controls use. */
export interface MenuEditor {
  getAttributes(name: string): Record<string, unknown>;
  isActive(name: string): boolean;
  chain(): MenuChain;
  view: { focus(): void };
}

interface MenuChain {
  extendMarkRange(name: string): MenuChain;
  setMark(name: string, attributes: Record<string, unknown>): MenuChain;
  setLink(attributes: { href: string }): MenuChain;
  unsetLink(): MenuChain;
  run(): boolean;
}

/** Colours a marketer reaches for, each readable on white (4.5:1 or more). */
const TEXT_COLOURS = [
  { label: '品牌红', value: '#cf2b24' },
  { label: '深灰', value: '#1f2329' },
  { label: '次要灰', value: '#5f6672' },
  { label: '链接蓝', value: '#1f5fd6' },
  { label: '深橙', value: '#b54708' },
  { label: '深绿', value: '#137333' },
] as const;

/** Sizes as em of the block's size, which follows the phone's width. */
const TEXT_SIZES = [
  { label: '小', value: '0.85em' },
  { label: '标准', value: '' },
  { label: '大', value: '1.25em' },
  { label: '特大', value: '1.5em' },
  { label: '超大', value: '2em' },
] as const;

/**
 * The editor's chain, with the editor focused first and at once: Puck takes an edit of a rich-text
 * field only while the field has the focus, and tiptap's own `focus()` comes a frame later than
 * the edit (after a control outside the text, such as the link's address box, took the focus).
 */
function edit(editor: MenuEditor): MenuChain {
  editor.view.focus();
  return editor.chain();
}

function ColourControl({ editor }: { editor: MenuEditor }) {
  const current = editor.getAttributes('textStyle').color;
  return (
    <MenuPopover
      title="文字颜色"
      content={(close) => {
        const apply = (color: string | null) => {
          edit(editor).setMark('textStyle', { color }).run();
          close();
        };
        return (
          <div className="text-menu__colours" role="group" aria-label="文字颜色">
            {TEXT_COLOURS.map((colour) => (
              <button
                key={colour.value}
                type="button"
                className="text-menu__swatch"
                style={{ background: colour.value }}
                aria-label={colour.label}
                title={colour.label}
                aria-pressed={current === colour.value}
                onMouseDown={keepSelection}
                onClick={() => apply(colour.value)}
              />
            ))}
            <Button size="small" onMouseDown={keepSelection} onClick={() => apply(null)}>
              默认颜色
            </Button>
          </div>
        );
      }}
    >
      <span className="text-menu__colour-a" style={{ borderColor: String(current ?? '#1f2329') }}>
        A
      </span>
    </MenuPopover>
  );
}

function SizeControl({ editor }: { editor: MenuEditor }) {
  const fontSize = editor.getAttributes('textStyle').fontSize;
  const current = typeof fontSize === 'string' ? fontSize : '';
  // A size written elsewhere (a pasted text, a page file) is shown as it is.
  const label = TEXT_SIZES.find((size) => size.value === current)?.label ?? current;
  return (
    <MenuPopover
      title="字号"
      label={`字号：${label}`}
      className="text-menu__size"
      content={(close) => (
        <div className="text-menu__sizes" role="group" aria-label="字号">
          {TEXT_SIZES.map((size) => (
            <Button
              key={size.label}
              size="small"
              type={size.value === current ? 'primary' : 'default'}
              onMouseDown={keepSelection}
              onClick={() => {
                edit(editor)
                  .setMark('textStyle', { fontSize: size.value || null })
                  .run();
                close();
              }}
            >
              {size.label}
            </Button>
          ))}
        </div>
      )}
    >
      {label} ▾
    </MenuPopover>
  );
}

function LinkControl({ editor }: { editor: MenuEditor }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const active = editor.isActive('link');
  const fill = () => {
    const href = editor.getAttributes('link').href;
    setTyped(typeof href === 'string' ? href : '');
    setProblem('');
  };
  return (
    <MenuPopover
      title="链接"
      className={active ? 'text-menu__button--active' : undefined}
      pressed={active}
      placement="bottomRight"
      onOpen={fill}
      content={(close) => {
        const apply = () => {
          const href = linkTarget(typed, window.location.origin);
          if (!href) {
            setProblem('请输入本站路径（/h5-page/…）或 http(s) 地址');
            return;
          }
          edit(editor).extendMarkRange('link').setLink({ href }).run();
          close();
        };
        const remove = () => {
          edit(editor).extendMarkRange('link').unsetLink().run();
          close();
        };
        return (
          <div className="text-menu__link">
            <Space.Compact style={{ width: 300 }}>
              <Input
                autoFocus
                aria-label="链接地址"
                placeholder="/h5-page/course 或 https://…"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onPressEnter={apply}
              />
              <Button type="primary" onClick={apply}>
                确定
              </Button>
            </Space.Compact>
            {problem ? <div className="text-menu__problem">{problem}</div> : null}
            <div className="text-menu__hint">
              只能链接到本站，或管理员在服务器设置里允许的外部域名；其他地址发布后不可点击。
            </div>
            {active ? (
              <Button size="small" danger onClick={remove}>
                移除链接
              </Button>
            ) : null}
          </div>
        );
      }}
    >
      链接
    </MenuPopover>
  );
}

/**
 * The text block's toolbar: Puck's bold, italic, underline and alignment, then colour, size and
 * link, which the text block keeps (and nothing else: no headings, lists or quotes).
 */
export function TextMenu({ editor }: { editor: MenuEditor | null }) {
  return (
    <RichTextMenu>
      <RichTextMenu.Group>
        <RichTextMenu.Bold />
        <RichTextMenu.Italic />
        <RichTextMenu.Underline />
      </RichTextMenu.Group>
      <RichTextMenu.Group>
        <RichTextMenu.AlignSelect />
      </RichTextMenu.Group>
      {editor ? (
        <RichTextMenu.Group>
          <ColourControl editor={editor} />
          <SizeControl editor={editor} />
          <LinkControl editor={editor} />
        </RichTextMenu.Group>
      ) : null}
    </RichTextMenu>
  );
}
