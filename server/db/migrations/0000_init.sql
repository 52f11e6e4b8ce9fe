CREATE TABLE "members" (
  "id" serial PRIMARY KEY,
  "brand" text NOT NULL,
  "email" text NOT NULL,
  "password_hash" text,
  "country_code" text NOT NULL,
  "region_code" text,
  "login_id" text NOT NULL,
  "has_free_account" boolean NOT NULL DEFAULT true,
  "email_promotions" boolean NOT NULL DEFAULT true,
  "is_delegate" boolean NOT NULL DEFAULT false,
  "failed_sign_ins" integer NOT NULL DEFAULT 0,
  "locked_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_email" ON "members" ("brand", lower("email"));
--> statement-breakpoint
CREATE TABLE "sessions" (
  "secure_id" text PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "name_on_card" text NOT NULL,
  "card_type_code" text NOT NULL,
  "card_length" integer,
  "last4_digits" text,
  "expiration_month" integer,
  "expiration_year" integer,
  "card_start_date" text,
  "paypal_id" text,
  "user_saved" boolean NOT NULL DEFAULT true,
  "update_disabled" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "country_code" text NOT NULL,
  "is_active" boolean NOT NULL,
  "is_expired" boolean NOT NULL,
  "is_library" boolean NOT NULL DEFAULT false,
  "initial_trial" boolean NOT NULL DEFAULT false,
  "cancelled_date" text,
  "next_charge_date" text,
  "previous_charge_date" text,
  "expiry_date" text,
  "order_date" text NOT NULL,
  "credit_card_id" integer REFERENCES "payment_methods"("id") ON DELETE SET NULL,
  "amount" numeric(10, 2) NOT NULL,
  "time_unit" text NOT NULL DEFAULT 'mm',
  "time_between_charging" integer NOT NULL,
  "original_buy_option_name" text NOT NULL,
  "refund_status" text,
  "refund_status2" text,
  "tax_amount" numeric(10, 2),
  "tax_code" text,
  "cancel_reason" text,
  "cancel_free_text" text
);
--> statement-breakpoint
CREATE TABLE "receipts" (
  "id" serial PRIMARY KEY,
  "subscription_id" integer NOT NULL REFERENCES "subscriptions"("id") ON DELETE CASCADE,
  "invoice_number" text NOT NULL UNIQUE,
  "order_date" text NOT NULL,
  "modified_date" text NOT NULL,
  "amount" numeric(10, 2) NOT NULL,
  "tax_amount" numeric(10, 2)
);
--> statement-breakpoint
CREATE TABLE "licenses" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "product_code" text NOT NULL,
  "product_name" text NOT NULL,
  "expiry_date" text,
  "subscription_expiry_date" text,
  "subscription_renew_date" text,
  "order_date" text NOT NULL,
  "country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_tiles" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "title" text NOT NULL,
  "href" text NOT NULL,
  "has_started" boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE "cookie_preferences" (
  "member_id" integer PRIMARY KEY REFERENCES "members"("id") ON DELETE CASCADE,
  "performance" boolean NOT NULL,
  "marketing" boolean NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
  "id" serial PRIMARY KEY,
  "subject_key" text NOT NULL,
  "experiment_name" text NOT NULL,
  "variation" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_assignments_subject" ON "experiment_assignments" ("subject_key", "experiment_name");
--> statement-breakpoint
CREATE TABLE "error_reports" (
  "id" serial PRIMARY KEY,
  "description" text NOT NULL,
  "url" text NOT NULL,
  "line" text NOT NULL,
  "parent_url" text NOT NULL,
  "user_agent" text NOT NULL,
  "stack_trace" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
  "token" text PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "subscription_id" integer REFERENCES "subscriptions"("id") ON DELETE SET NULL,
  "products" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
