-- Secure ids and reset tokens are stored as SHA-256 hashes (hex): a copy of the table signs
-- nobody in. Rows written before this migration are hashed in place.
UPDATE "sessions" SET "secure_id" = encode(sha256(convert_to("secure_id", 'UTF8')), 'hex');
--> statement-breakpoint
UPDATE "password_resets" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
--> statement-breakpoint
-- A session minted by secure-session from another: signing out of either ends both.
ALTER TABLE "sessions" ADD COLUMN "parent_secure_id" text;
--> statement-breakpoint
CREATE INDEX "sessions_parent" ON "sessions" ("parent_secure_id");
--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" ("expires_at");
--> statement-breakpoint
CREATE INDEX "password_resets_member" ON "password_resets" ("member_id");
--> statement-breakpoint
CREATE INDEX "subscriptions_member" ON "subscriptions" ("member_id");
--> statement-breakpoint
CREATE INDEX "receipts_subscription" ON "receipts" ("subscription_id");
