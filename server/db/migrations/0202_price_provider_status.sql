-- How the live price provider is doing, written by the elected poller after every attempt, so any instance can
-- tell a person how old the prices are and why (GET /api/prices/status/). One row: there is one provider.
CREATE TABLE price_provider_status (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  last_attempt_at timestamptz NOT NULL,
  last_success_at timestamptz,
  -- Since when every attempt has failed; null while the last attempt succeeded.
  failing_since timestamptz,
  last_error text
);
