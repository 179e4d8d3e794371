import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';

describe('public API', () => {
  it('exports the names other packages rely on (docs/ARCHITECTURE.md)', () => {
    const names = [
      'BUTTON_ACTION_TYPE',
      'MESSAGES',
      'API_PATHS',
      'BLOCK_NAMES',
      'blockValueSchemas',
      'activityPageSchema',
      'validatePage',
      'formatProblem',
      'CURRENT_SCHEMA_VERSION',
      'migratePage',
      'parsePageParam',
      'isVersionAbove',
      'formatNumber',
      'progressPercent',
      'detectEnvironment',
      'rootClassFor',
      'autoFitRedirectUrl',
    ];
    for (const name of names) expect(schema).toHaveProperty(name);
    expect(schema.BUTTON_ACTION_TYPE.JOIN_GROUP).toBe(13);
    expect(schema.MESSAGES.NOT_ELIGIBLE).toBe('您暂不符合加群资格');
    expect(schema.API_PATHS.PAGE_DETAIL).toBe('/n8sf/api/activity/v1/activity-page/detail');
  });

  it('exports every block value schema under its file name', () => {
    for (const name of schema.BLOCK_NAMES) {
      const exportName = `${name}ValueSchema` as keyof typeof schema;
      expect(schema[exportName]).toBe(schema.blockValueSchemas[name]);
    }
  });
});
