-- The monthly report's unsubscribe links (issue 30, finding 8): a link names the version it was made under, and
-- works only while the person's version is that one. Using a link, or switching the report on or off in the
-- settings, moves the version on, so an old link is dead once used or superseded (it no longer works after the
-- person opted in again). Links sent before this migration carry no version and read as version 0.
ALTER TABLE users ADD COLUMN report_link_version integer NOT NULL DEFAULT 0;
