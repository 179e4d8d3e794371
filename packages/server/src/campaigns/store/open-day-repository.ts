import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { openDayRegistrations, openDaySessions } from './tables-open-day.ts';
import type { OpenDayRegistrationRow } from './tables-open-day.ts';

export interface OpenDaySession {
  id: number;
  title: string;
  startsAt: Date;
  address: string;
  seats: number;
  registered: number;
}

export type OpenDayOutcome = 'registered' | 'already' | 'full' | 'ended' | 'missing';

export interface OpenDayRepository {
  sessions(): Promise<OpenDaySession[]>;
  registrationOf(softuserId: number): Promise<OpenDayRegistrationRow | null>;
  /** Registers once per user; the session row is locked, so its seats hold under races. */
  register(input: {
    softuserId: number;
    sessionId: number;
    name: string;
    handset: string;
    /** The privacy statement's version the visitor agreed to. */
    consentVersion: number;
    now?: Date;
  }): Promise<OpenDayOutcome>;
}

/** The headquarters open day: sessions and registrations. */
export function createOpenDayRepository(db: Db): OpenDayRepository {
  const registrationOf = async (softuserId: number) => {
    const [row] = await db
      .select()
      .from(openDayRegistrations)
      .where(eq(openDayRegistrations.softuserId, softuserId));
    return row ?? null;
  };
  return {
    async sessions() {
      const rows = await db.select().from(openDaySessions).orderBy(asc(openDaySessions.startsAt));
      const counts = await db
        .select({ id: openDayRegistrations.sessionId, n: count() })
        .from(openDayRegistrations)
        .groupBy(openDayRegistrations.sessionId);
      const byId = new Map(counts.map((row) => [row.id, Number(row.n)]));
      return rows.map((row) => ({ ...row, registered: byId.get(row.id) ?? 0 }));
    },
    registrationOf,
    async register({ softuserId, sessionId, name, handset, consentVersion, now = new Date() }) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select({ seats: openDaySessions.seats, startsAt: openDaySessions.startsAt })
          .from(openDaySessions)
          .where(eq(openDaySessions.id, sessionId))
          .for('update');
        if (!session) return 'missing';
        const [mine] = await tx
          .select({ id: openDayRegistrations.softuserId })
          .from(openDayRegistrations)
          .where(eq(openDayRegistrations.softuserId, softuserId));
        if (mine) return 'already';
        if (session.startsAt.getTime() <= now.getTime()) return 'ended';
        const [row] = await tx
          .select({ n: count() })
          .from(openDayRegistrations)
          .where(eq(openDayRegistrations.sessionId, sessionId));
        if (Number(row?.n ?? 0) >= session.seats) return 'full';
        const inserted = await tx
          .insert(openDayRegistrations)
          .values({ softuserId, sessionId, name, handset, consentVersion, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: openDayRegistrations.softuserId });
        return inserted.length > 0 ? 'registered' : 'already';
      });
    },
  };
}
