import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { campaignApiCalls, campaignApis } from './tables.ts';
import type { CampaignApiRow } from './tables.ts';

export interface CampaignApiRepository {
  find(path: string): Promise<CampaignApiRow | null>;
  /** Records a call by a user; answers how many calls of the API the user has made, this one included. */
  recordCall(path: string, softuserId: number, now?: Date): Promise<number>;
}

/** The campaign APIs of button action 8 and their calls. */
export function createCampaignApiRepository(db: Db): CampaignApiRepository {
  return {
    async find(path) {
      const [row] = await db.select().from(campaignApis).where(eq(campaignApis.path, path));
      return row ?? null;
    },
    async recordCall(path, softuserId, now = new Date()) {
      const [row] = await db
        .insert(campaignApiCalls)
        .values({ path, softuserId, calls: 1, firstAt: now, lastAt: now })
        .onConflictDoUpdate({
          target: [campaignApiCalls.path, campaignApiCalls.softuserId],
          set: { calls: sql`${campaignApiCalls.calls} + 1`, lastAt: now },
        })
        .returning({ calls: campaignApiCalls.calls });
      return row?.calls ?? 1;
    },
  };
}
