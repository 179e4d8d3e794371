-- A visitor reserves an upcoming live session from the course calendar, to be reminded before it
-- starts; one reservation per user and session.
CREATE TABLE live_reservations (
  softuser_id integer NOT NULL,
  activity_id bigint NOT NULL REFERENCES live_activities (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (softuser_id, activity_id)
);
