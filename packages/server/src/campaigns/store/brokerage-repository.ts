import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { brokerageConfs, brokerageRequests } from './tables.ts';
import type { BrokerageConfRow, BrokerageRequestKind, BrokerageRequestRow } from './tables.ts';

export interface NewBrokerageRequest {
  kind: BrokerageRequestKind;
  softuserId: number;
  openBrokerageType: string;
  fields: Record<string, string>;
  /** The privacy statement's version the visitor agreed to. */
  consentVersion?: number;
  createdAt?: Date;
}

export interface BrokerageRepository {
  conf(openBrokerageType: string): Promise<BrokerageConfRow | null>;
  /** The brokerages offered side by side, in sort order. */
  options(): Promise<BrokerageConfRow[]>;
  addRequest(request: NewBrokerageRequest): Promise<BrokerageRequestRow>;
  /**
   * Stores a request and what storing it grants (`grant`, run in the same transaction once the
   * row is in): both are saved or neither.
   */
  addRequestGranting<T>(
    request: NewBrokerageRequest,
    grant: (tx: Db, row: BrokerageRequestRow) => Promise<T>,
  ): Promise<{ row: BrokerageRequestRow; granted: T }>;
  requestsOf(softuserId: number): Promise<BrokerageRequestRow[]>;
}

/** Brokerage account opening (button action 9, add_fund_account, add_open_account). */
export function createBrokerageRepository(db: Db): BrokerageRepository {
  const insert = async (into: Db, request: NewBrokerageRequest) => {
    const [row] = await into
      .insert(brokerageRequests)
      .values({ ...request, createdAt: request.createdAt ?? new Date() })
      .returning();
    if (!row) throw new Error('brokerage request insert returned no row');
    return row;
  };
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
      return insert(db, request);
    },
    async addRequestGranting(request, grant) {
      return db.transaction(async (tx) => {
        const row = await insert(tx, request);
        return { row, granted: await grant(tx, row) };
      });
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
