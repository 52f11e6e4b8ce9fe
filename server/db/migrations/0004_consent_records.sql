-- Proof of consent (GDPR Art. 7(1)): every saved cookie choice, as it was given. No IP address;
-- the member only when signed in. Append-only: a record is never changed or deleted, except
-- that deleting an account forgets the member on its records.
CREATE TABLE "consent_records" (
  "id" serial PRIMARY KEY,
  "consent_id" text NOT NULL,
  "recorded_at" timestamp with time zone NOT NULL DEFAULT now(),
  "performance" boolean NOT NULL,
  "marketing" boolean NOT NULL,
  "policy_revision" text NOT NULL,
  "global_privacy_control" boolean NOT NULL,
  "brand" text NOT NULL,
  "country_code" text NOT NULL,
  "member_id" integer REFERENCES "members"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_consent_id" ON "consent_records" ("consent_id");
--> statement-breakpoint
CREATE FUNCTION "consent_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."member_id" IS NULL
     AND (to_jsonb(NEW) - 'member_id') = (to_jsonb(OLD) - 'member_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent records are append-only' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER "consent_records_append_only" BEFORE UPDATE OR DELETE ON "consent_records"
  FOR EACH ROW EXECUTE FUNCTION "consent_records_append_only"();
