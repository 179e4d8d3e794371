import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { brokerageConfs, brokerageRequests } from './tables.ts';
import type { BrokerageConfRow, BrokerageRequestKind, BrokerageRequestRow } from './tables.ts';

export interface NewBrokerageRequest {
  kind: BrokerageRequestKind;
  softuserId: number;
  openBrokerageType: string;
  fields: Record<string, string>;
  createdAt?: Date;
}

export interface BrokerageRepository {
  conf(openBrokerageType: string): Promise<BrokerageConfRow | null>;
  /** The brokerages offered side by side, in sort order. */
  options(): Promise<BrokerageConfRow[]>;
  addRequest(request: NewBrokerageRequest): Promise<BrokerageRequestRow>;
  requestsOf(softuserId: number): Promise<BrokerageRequestRow[]>;
}

/** Brokerage account opening (button action 9, add_fund_account, add_open_account). */
export function createBrokerageRepository(db: Db): BrokerageRepository {
  return {
    async conf(openBrokerageType) {
      const [row] = await db
        .select()
        .from(brokerageConfs)
        .where(eq(brokerageConfs.openBrokerageType, openBrokerageType));
      return row ?? null;
    },
    async options() {
      return db
        .select()
        .from(brokerageConfs)
        .where(eq(brokerageConfs.isOption, true))
        .orderBy(asc(brokerageConfs.sort), asc(brokerageConfs.openBrokerageType));
    },
    async addRequest(request) {
      const [row] = await db
        .insert(brokerageRequests)
        .values({ ...request, createdAt: request.createdAt ?? new Date() })
        .returning();
      if (!row) throw new Error('brokerage request insert returned no row');
      return row;
    },
    async requestsOf(softuserId) {
      return db
        .select()
        .from(brokerageRequests)
        .where(eq(brokerageRequests.softuserId, softuserId))
        .orderBy(asc(brokerageRequests.id));
    },
  };
}
