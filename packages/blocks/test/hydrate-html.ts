import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { Mock, MockInstance } from 'vitest';

export interface Hydrated {
  /** In the document, holding the server's markup that React hydrated. */
  container: HTMLDivElement;
  root: Root;
  /** `onRecoverableError`: a mismatch React recovered from by rendering afresh. */
  errors: Mock;
  /** `console.error`, silenced, where React reports the mismatches it does not recover from. */
  spy: MockInstance<typeof console.error>;
  /** Unmounts the root and takes the container out of the document. */
  unmount(): void;
}

/**
 * Hydrates `element` over `html` (what the server rendered) the way the page does, inside act.
 * `before` acts on the server's markup first, as a visitor does while the block's code loads.
 */
export async function hydrateHtml(
  html: string,
  element: ReactNode,
  before?: (container: HTMLDivElement) => void,
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  before?.(container);
  const errors = vi.fn();
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: errors }),
  );
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, root, errors, spy, unmount };
}
