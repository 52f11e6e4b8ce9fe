-- Rate limits and their windows, shared by every server instance on the database and kept over
-- restarts. One row per limiter and key (a SHA-256: addresses and emails are not stored).
CREATE TABLE "rate_limits" (
  "key" text PRIMARY KEY,
  "hits" integer NOT NULL,
  "window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends" ON "rate_limits" ("window_ends_at");
