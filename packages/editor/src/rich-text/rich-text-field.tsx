import type { Field } from '@puckeditor/core';
import { TextMenu } from './text-menu.tsx';
import type { MenuEditor } from './text-menu.tsx';
import { TextStyle } from './text-style-mark.ts';
import './text-menu.css';

/**
 * A text's field: Puck's rich-text editor limited to the marks the text block keeps (paragraphs,
 * line breaks, bold, italic, underline, alignment, links) plus colour and size, edited in the
 * fields panel (not inline on the canvas, which renders the text as visitors get it).
 */
export function richTextField(label: string): Field {
  return {
    type: 'richtext',
    label,
    contentEditable: false,
    initialHeight: 280,
    options: {
      blockquote: false,
      bulletList: false,
      code: false,
      codeBlock: false,
      heading: false,
      horizontalRule: false,
      listItem: false,
      listKeymap: false,
      orderedList: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        HTMLAttributes: { target: null, rel: null },
      },
    },
    tiptap: { extensions: [TextStyle] },
    renderMenu: ({ editor }) => <TextMenu editor={editor as unknown as MenuEditor | null} />,
  } as Field;
}
