import {
  bigserial,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Drizzle definitions of the lecture-tour tables of `migrations/0020_tour.sql` (the source of truth). */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const tours = pgTable('tours', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
});

export const tourSpeeches = pgTable('tour_speeches', {
  id: serial('id').primaryKey(),
  tour: text('tour').notNull(),
  city: text('city').notNull(),
  venue: text('venue').notNull().default(''),
  startsAt: at('starts_at').notNull(),
  speaker: text('speaker').notNull(),
  speakerTitle: text('speaker_title').notNull().default(''),
  topic: text('topic').notNull().default(''),
  seats: integer('seats').notNull(),
});

export type TourSpeechRow = typeof tourSpeeches.$inferSelect;

export const tourEnrolments = pgTable(
  'tour_enrolments',
  {
    speechId: integer('speech_id').notNull(),
    softuserId: integer('softuser_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.speechId, t.softuserId] })],
);

export const tourCityLights = pgTable(
  'tour_city_lights',
  {
    tour: text('tour').notNull(),
    city: text('city').notNull(),
    softuserId: integer('softuser_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tour, t.city, t.softuserId] })],
);

export const tourThumbsUp = pgTable(
  'tour_thumbs_up',
  {
    tour: text('tour').notNull(),
    softuserId: integer('softuser_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tour, t.softuserId] })],
);

export const tourComments = pgTable('tour_comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tour: text('tour').notNull(),
  softuserId: integer('softuser_id').notNull(),
  nick: text('nick').notNull(),
  content: text('content').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  // Migration 0090: a comment an operator hid leaves the visitor page.
  hiddenAt: at('hidden_at'),
  hiddenBy: text('hidden_by'),
});

export type TourCommentRow = typeof tourComments.$inferSelect;

export const tourPosters = pgTable('tour_posters', {
  id: serial('id').primaryKey(),
  tour: text('tour').notNull(),
  city: text('city').notNull().default(''),
  title: text('title').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});
