CREATE TABLE "members" (
  "id" serial PRIMARY KEY,
  "brand" text NOT NULL,
  "email" text NOT NULL,
  "password_hash" text,
  "country_code" text NOT NULL,
  "has_free_account" boolean NOT NULL DEFAULT true,
  "failed_sign_ins" integer NOT NULL DEFAULT 0,
  "locked_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_email" ON "members" ("brand", lower("email"));
