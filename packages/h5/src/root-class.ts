import { ROOT_CLASS } from '@h5-page/schema/constants';
import { rootClassFor } from '@h5-page/schema/root-class';

const ALL = Object.values(ROOT_CLASS);

/** Puts the root class (pc-1800 / pc-1200 / app) on `element`, replacing the previous one. */
export function applyRootClass(element: Element, width: number, isDesktop: boolean): void {
  const next = rootClassFor(width, isDesktop);
  for (const name of ALL) if (name !== next) element.classList.remove(name);
  element.classList.add(next);
}

/**
 * Keeps the root class in step with the window width. It lives on `#root` itself, outside what
 * React renders, so it can never cause a hydration mismatch.
 */
export function installRootClass(element: Element, win: Window, isDesktop: boolean): () => void {
  const update = () => applyRootClass(element, win.innerWidth, isDesktop);
  update();
  win.addEventListener('resize', update);
  return () => win.removeEventListener('resize', update);
}
