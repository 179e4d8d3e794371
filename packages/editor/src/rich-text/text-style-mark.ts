import { Mark } from '@tiptap/core';

/** One declaration's value in an inline style, as written (`#cf2b24` stays hex). */
export function declared(style: string | null, name: string): string | null {
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === name) {
      const value = declaration.slice(colon + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

/**
 * Colour and size of a run of text, as the text block keeps them: `<span style="color: …;
 * font-size: …em">` (the sanitizer's allow-list, `blocks/src/text/text-sanitize-config.ts`).
 * Values are read from the style as written, so a text loaded and saved again is unchanged.
 */
export const TextStyle = Mark.create({
  name: 'textStyle',
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element: HTMLElement) => declared(element.getAttribute('style'), 'color'),
        renderHTML: (attributes: { color?: string | null }) =>
          attributes.color ? { style: `color: ${attributes.color}` } : {},
      },
      fontSize: {
        default: null,
        parseHTML: (element: HTMLElement) => declared(element.getAttribute('style'), 'font-size'),
        renderHTML: (attributes: { fontSize?: string | null }) =>
          attributes.fontSize ? { style: `font-size: ${attributes.fontSize}` } : {},
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span',
        getAttrs: (element: HTMLElement) => {
          const style = element.getAttribute('style');
          return declared(style, 'color') || declared(style, 'font-size') ? {} : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});
