import type { MouseEvent } from 'react';

/** Keeps the text's selection (and its focus) when a control is pressed. */
export const keepSelection = (event: MouseEvent) => event.preventDefault();
