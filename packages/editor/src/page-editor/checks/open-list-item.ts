const LIST_ITEM = /^(.*)\[(\d+)\]\.[^[\]]+$/;

/**
 * A field inside a list item (`value.list[1].url`) shows only while that item is open, and Puck
 * keeps them closed: this opens the item in the side panel by its summary, the handle Puck opens
 * it with, so the field's box can take the focus asked of it. The panel renders after the block
 * is selected, so the summary is looked for a few times (about a second).
 */
export function openListItem(path: string, tries = 20): void {
  const item = LIST_ITEM.exec(path);
  if (!item) return;
  const summary = document.querySelectorAll<HTMLElement>('[class*="ArrayFieldItem-summary"]')[
    Number(item[2])
  ];
  if (!summary) {
    if (tries > 0) setTimeout(() => openListItem(path, tries - 1), 50);
    return;
  }
  // A click on an open item's summary would close it.
  if (!summary.parentElement?.className.includes('isExpanded')) summary.click();
}
