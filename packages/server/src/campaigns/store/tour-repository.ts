import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { maskPhone } from '@h5-page/schema/personal-masks';
import type { Db } from '../../store/open-database.ts';
import { users } from '../../accounts/store/tables.ts';
import {
  tourCityLights,
  tourComments,
  tourEnrolments,
  tourPosters,
  tourSpeeches,
  tourThumbsUp,
  tours,
} from './tables-tour.ts';
import type { TourCommentRow, TourSpeechRow } from './tables-tour.ts';

export interface SpeechWithCount extends TourSpeechRow {
  enrolled: number;
}

export type EnrolOutcome = 'enrolled' | 'already' | 'full' | 'ended' | 'missing';

export interface TourRepository {
  exists(tour: string): Promise<boolean>;
  speeches(tour: string): Promise<SpeechWithCount[]>;
  speechesById(ids: number[]): Promise<SpeechWithCount[]>;
  /** Speech ids (among `ids`) the user has enrolled in. */
  enrolledSpeechIds(softuserId: number, ids: number[]): Promise<number[]>;
  /** Enrols once; refuses an ended or full speech. The speech row is locked, so seats hold under races. */
  enrol(speechId: number, softuserId: number, now?: Date): Promise<EnrolOutcome>;
  /** Lights per city of the tour. */
  cityLights(tour: string): Promise<{ city: string; count: number }[]>;
  citiesLitBy(tour: string, softuserId: number): Promise<string[]>;
  /** Lights a city once per user: true when this call lit it. */
  lightCity(tour: string, city: string, softuserId: number): Promise<boolean>;
  thumbsUpCount(tour: string): Promise<number>;
  hasThumbedUp(tour: string, softuserId: number): Promise<boolean>;
  /** Gives a thumbs-up once per user: true when this call gave it. */
  thumbUp(tour: string, softuserId: number): Promise<boolean>;
  comments(tour: string, offset: number, limit: number): Promise<TourCommentRow[]>;
  commentCount(tour: string): Promise<number>;
  addComment(tour: string, softuserId: number, content: string): Promise<TourCommentRow>;
  posters(tour: string): Promise<(typeof tourPosters.$inferSelect)[]>;
}

/** The handset masked; a user without a handset is 牛友 and the uid's last digits. */
function nickOf(handset: string | undefined, softuserId: number): string {
  if (handset) return maskPhone(handset);
  return `牛友${String(softuserId).slice(-4).padStart(4, '0')}`;
}

/** Lecture tours: speeches and enrolments, city lights, thumbs-up, comments, posters. */
export function createTourRepository(db: Db): TourRepository {
  const enrolledCount = async (speechIds: number[]) => {
    if (speechIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: tourEnrolments.speechId, n: count() })
      .from(tourEnrolments)
      .where(inArray(tourEnrolments.speechId, speechIds))
      .groupBy(tourEnrolments.speechId);
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  };

  return {
    async exists(tour) {
      const [row] = await db.select({ code: tours.code }).from(tours).where(eq(tours.code, tour));
      return row !== undefined;
    },
    async speeches(tour) {
      const rows = await db
        .select()
        .from(tourSpeeches)
        .where(eq(tourSpeeches.tour, tour))
        .orderBy(asc(tourSpeeches.startsAt), asc(tourSpeeches.id));
      const counts = await enrolledCount(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, enrolled: counts.get(row.id) ?? 0 }));
    },
    async speechesById(ids) {
      if (ids.length === 0) return [];
      const rows = await db.select().from(tourSpeeches).where(inArray(tourSpeeches.id, ids));
      const counts = await enrolledCount(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, enrolled: counts.get(row.id) ?? 0 }));
    },
    async enrolledSpeechIds(softuserId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tourEnrolments.speechId })
        .from(tourEnrolments)
        .where(
          and(eq(tourEnrolments.softuserId, softuserId), inArray(tourEnrolments.speechId, ids)),
        );
      return rows.map((row) => row.id);
    },
    async enrol(speechId, softuserId, now = new Date()) {
      return db.transaction(async (tx) => {
        const [speech] = await tx
          .select({ seats: tourSpeeches.seats, startsAt: tourSpeeches.startsAt })
          .from(tourSpeeches)
          .where(eq(tourSpeeches.id, speechId))
          .for('update');
        if (!speech) return 'missing';
        const [mine] = await tx
          .select({ id: tourEnrolments.speechId })
          .from(tourEnrolments)
          .where(
            and(eq(tourEnrolments.speechId, speechId), eq(tourEnrolments.softuserId, softuserId)),
          );
        if (mine) return 'already';
        if (speech.startsAt.getTime() <= now.getTime()) return 'ended';
        const [row] = await tx
          .select({ n: count() })
          .from(tourEnrolments)
          .where(eq(tourEnrolments.speechId, speechId));
        if (Number(row?.n ?? 0) >= speech.seats) return 'full';
        const inserted = await tx
          .insert(tourEnrolments)
          .values({ speechId, softuserId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: tourEnrolments.speechId });
        return inserted.length > 0 ? 'enrolled' : 'already';
      });
    },
    async cityLights(tour) {
      const rows = await db
        .select({ city: tourCityLights.city, n: count() })
        .from(tourCityLights)
        .where(eq(tourCityLights.tour, tour))
        .groupBy(tourCityLights.city);
      return rows.map((row) => ({ city: row.city, count: Number(row.n) }));
    },
    async citiesLitBy(tour, softuserId) {
      const rows = await db
        .select({ city: tourCityLights.city })
        .from(tourCityLights)
        .where(and(eq(tourCityLights.tour, tour), eq(tourCityLights.softuserId, softuserId)));
      return rows.map((row) => row.city);
    },
    async lightCity(tour, city, softuserId) {
      const inserted = await db
        .insert(tourCityLights)
        .values({ tour, city, softuserId })
        .onConflictDoNothing()
        .returning({ city: tourCityLights.city });
      return inserted.length > 0;
    },
    async thumbsUpCount(tour) {
      const [row] = await db
        .select({ n: count() })
        .from(tourThumbsUp)
        .where(eq(tourThumbsUp.tour, tour));
      return Number(row?.n ?? 0);
    },
    async hasThumbedUp(tour, softuserId) {
      const [row] = await db
        .select({ tour: tourThumbsUp.tour })
        .from(tourThumbsUp)
        .where(and(eq(tourThumbsUp.tour, tour), eq(tourThumbsUp.softuserId, softuserId)));
      return row !== undefined;
    },
    async thumbUp(tour, softuserId) {
      const inserted = await db
        .insert(tourThumbsUp)
        .values({ tour, softuserId })
        .onConflictDoNothing()
        .returning({ tour: tourThumbsUp.tour });
      return inserted.length > 0;
    },
    async comments(tour, offset, limit) {
      return db
        .select()
        .from(tourComments)
        .where(and(eq(tourComments.tour, tour), isNull(tourComments.hiddenAt)))
        .orderBy(desc(tourComments.id))
        .offset(offset)
        .limit(limit);
    },
    async commentCount(tour) {
      const [row] = await db
        .select({ n: count() })
        .from(tourComments)
        .where(and(eq(tourComments.tour, tour), isNull(tourComments.hiddenAt)));
      return Number(row?.n ?? 0);
    },
    async addComment(tour, softuserId, content) {
      const [user] = await db
        .select({ handset: users.handset })
        .from(users)
        .where(eq(users.softuserId, softuserId));
      const [row] = await db
        .insert(tourComments)
        .values({ tour, softuserId, nick: nickOf(user?.handset, softuserId), content })
        .returning();
      if (!row) throw new Error('comment insert returned nothing');
      return row;
    },
    async posters(tour) {
      return db
        .select()
        .from(tourPosters)
        .where(eq(tourPosters.tour, tour))
        .orderBy(asc(tourPosters.sort), asc(tourPosters.id));
    },
  };
}
