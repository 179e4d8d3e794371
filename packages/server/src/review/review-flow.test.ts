import { describe, expect, it } from 'vitest';
import { adminApp, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { reviewSuite } from '#test/suites/review-suite.ts';

reviewSuite(() => null);

describe('while review is not required (development)', () => {
  it('publishes a draft no one reviewed, as before', async () => {
    const plain = await adminApp();
    try {
      const who = await signIn(plain);
      const saved = await plain.inject({
        method: 'PUT',
        url: '/admin/api/pages/rv-plain',
        headers: who,
        payload: testPage('rv-plain'),
      });
      expect(saved.statusCode).toBe(200);
      const live = await plain.inject({
        method: 'POST',
        url: '/admin/api/pages/rv-plain/publish',
        headers: who,
        payload: {},
      });
      expect(live.statusCode, live.body).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
