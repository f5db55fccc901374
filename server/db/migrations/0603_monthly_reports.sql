-- Monthly reports by e-mail (issue 18, DESIGN §11).
-- Opt in: nobody receives a report they did not ask for, so every existing account starts with false.
ALTER TABLE users ADD COLUMN monthly_report boolean NOT NULL DEFAULT false;

-- The periods done: one row per month whose reports were enqueued (one outbox row per person under the key
-- `report:{user}:{YYYY-MM}`, written in the same transaction). The elected instance checks this table, so a
-- server that was down on the 1st catches up when it starts, and a month is never enqueued twice.
CREATE TABLE report_periods (
  month date PRIMARY KEY CHECK (extract(day FROM month) = 1),
  recipients integer NOT NULL,
  enqueued_at timestamptz NOT NULL
);
