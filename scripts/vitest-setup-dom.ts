import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition; a lazily imported chunk (antd-mobile's picker, say) or a
// whole builder screen in jsdom can take many seconds on a loaded CI machine, and the wait ends as
// soon as it is met, so the limit only bounds a test that is failing anyway.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling into view; every browser the pages support does.
// A test file may ask for the node environment instead, where there is no Element at all.
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
