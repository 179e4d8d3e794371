import { visitEnvironment } from '@h5-page/schema/visit-environment';
import { cleanText } from './collect-fields.ts';

export interface VisitContext {
  env: string;
  cpsId: string | null;
}

/**
 * What the stats split visits by, read once as an event arrives: the environment from the user
 * agent, and the channel from `cps_id` in the address the visitor opened (the lead form sends
 * the same `cps_id`, so visits and leads of one channel line up).
 */
export function visitContext(userAgent: string | undefined, path: string | null): VisitContext {
  let cpsId: string | null = null;
  if (path) {
    try {
      cpsId = cleanText(new URL(path, 'http://page.invalid').searchParams.get('cps_id'), 64);
    } catch {
      cpsId = null;
    }
  }
  return { env: visitEnvironment(userAgent), cpsId };
}
