import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition; a lazily imported chunk (antd-mobile's picker, say) can
// take more than the default second on a loaded CI machine, and the wait ends as soon as it is met.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling into view; every browser the pages support does.
// A test file may ask for the node environment instead, where there is no Element at all.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
