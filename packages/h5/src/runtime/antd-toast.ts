// Loaded on the first toast only: antd-mobile never reaches the entry or route chunks.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import Toast from 'antd-mobile/es/components/toast';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import 'antd-mobile/es/global';

// antd-mobile 5 renders imperative components with ReactDOM.render, which React 19 removed.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export function show(message: string) {
  Toast.show({ content: message });
}
