import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition; a lazily imported chunk (antd-mobile's picker, say) can
// take more than the default second on a loaded CI machine, and the wait ends as soon as it is met.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
