-- Cancellations received on the statutory cancellation page (§ 312k BGB), kept as received.
CREATE TABLE "cancellation_requests" (
  "id" serial PRIMARY KEY,
  "reference" text NOT NULL UNIQUE,
  "brand" text NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "contract" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('ordinary', 'extraordinary')),
  "reason" text,
  "timing" text NOT NULL CHECK ("timing" IN ('nextPossible', 'onDate')),
  "requested_date" text,
  "member_id" integer REFERENCES "members"("id") ON DELETE SET NULL,
  "subscription_id" integer REFERENCES "subscriptions"("id") ON DELETE SET NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('cancelled', 'manual')),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "cancellation_requests_member" ON "cancellation_requests" ("member_id");
