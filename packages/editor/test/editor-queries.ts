import { expect } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';

/** Text with its white space gone: antd spaces two-character labels (发 布). */
export const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

/**
 * The button reading `name`, or null. Found by text: role queries compute every accessible name
 * of Puck's large tree, seconds per query in jsdom.
 */
export const button = (name: string, inside: ParentNode = document) =>
  [...inside.querySelectorAll('button')].find((b) => squash(b.textContent) === squash(name)) ??
  null;

/** Clicks the button reading `name`; when there is none, the failure lists the buttons there are. */
export const clickButton = (name: string, inside: ParentNode = document) => {
  const found = button(name, inside);
  if (!found)
    throw new Error(
      `no button ${name} in ${[...inside.querySelectorAll('button')].map((b) => b.textContent).join('|')}`,
    );
  fireEvent.click(found);
};

/** The dialog or drawer on top (antd keeps closed ones in the document, hidden). */
export const openDialog = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer')]
    .filter((el) => getComputedStyle(el).display !== 'none' && !/-hidden\b/.test(el.className))
    .at(-1) ?? null;

/** The dialog or drawer on top once one shows (reading `text`, when given). */
export const dialogShowing = async (text?: string) => {
  await waitFor(() => {
    const dialog = openDialog();
    expect(dialog).not.toBeNull();
    if (text !== undefined) expect(dialog!.textContent).toContain(text);
  });
  return openDialog()!;
};
