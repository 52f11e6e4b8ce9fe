import { boolean, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reference server's tables. Server dates of the API ("no zone", read as Mountain time by
 * the app) are stored as the same zone-less text, exactly as the contract carries them.
 */

/** Whether a number can be a `serial` id (PostgreSQL int4): a larger one would fail the query. */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/** A member of one brand's site. Passwords are scrypt hashes, never plain text. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  countryCode: text('country_code').notNull(),
  regionCode: text('region_code'),
  loginId: text('login_id').notNull(),
  hasFreeAccount: boolean('has_free_account').notNull().default(true),
  emailPromotions: boolean('email_promotions').notNull().default(true),
  isDelegate: boolean('is_delegate').notNull().default(false),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in session. The client holds the secure id (also in an HttpOnly cookie); the table
 * holds only its SHA-256, like the reset tokens below.
 */
export const sessions = pgTable('sessions', {
  secureId: text('secure_id').primaryKey(),
  /** The session this one was minted from by secure-session (hashed), if any. */
  parentSecureId: text('parent_secure_id'),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  nameOnCard: text('name_on_card').notNull(),
  cardTypeCode: text('card_type_code').notNull(),
  cardLength: integer('card_length'),
  /** Only the last four digits are ever stored, never the full number. */
  last4Digits: text('last4_digits'),
  expirationMonth: integer('expiration_month'),
  expirationYear: integer('expiration_year'),
  cardStartDate: text('card_start_date'),
  payPalId: text('paypal_id'),
  userSaved: boolean('user_saved').notNull().default(true),
  updateDisabled: boolean('update_disabled').notNull().default(false),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  isActive: boolean('is_active').notNull(),
  isExpired: boolean('is_expired').notNull(),
  isLibrary: boolean('is_library').notNull().default(false),
  initialTrial: boolean('initial_trial').notNull().default(false),
  cancelledDate: text('cancelled_date'),
  nextChargeDate: text('next_charge_date'),
  previousChargeDate: text('previous_charge_date'),
  expiryDate: text('expiry_date'),
  orderDate: text('order_date').notNull(),
  creditCardId: integer('credit_card_id').references(() => paymentMethods.id, {
    onDelete: 'set null',
  }),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  timeUnit: text('time_unit').notNull().default('mm'),
  timeBetweenCharging: integer('time_between_charging').notNull(),
  originalBuyOptionName: text('original_buy_option_name').notNull(),
  refundStatus: text('refund_status'),
  refundStatus2: text('refund_status2'),
  taxAmount: numeric('tax_amount', { precision: 10, scale: 2, mode: 'number' }),
  taxCode: text('tax_code'),
  cancelReason: text('cancel_reason'),
  cancelFreeText: text('cancel_free_text'),
});

export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull().unique(),
  orderDate: text('order_date').notNull(),
  modifiedDate: text('modified_date').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  taxAmount: numeric('tax_amount', { precision: 10, scale: 2, mode: 'number' }),
});

export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  expiryDate: text('expiry_date'),
  subscriptionExpiryDate: text('subscription_expiry_date'),
  subscriptionRenewDate: text('subscription_renew_date'),
  orderDate: text('order_date').notNull(),
  countryCode: text('country_code').notNull(),
});

export const projectTiles = pgTable('project_tiles', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  href: text('href').notNull(),
  hasStarted: boolean('has_started').notNull().default(true),
});

export const cookiePreferences = pgTable('cookie_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  performance: boolean('performance').notNull(),
  marketing: boolean('marketing').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stable per-user assignment: the first variation drawn for a member is kept. */
export const experimentAssignments = pgTable('experiment_assignments', {
  id: serial('id').primaryKey(),
  subjectKey: text('subject_key').notNull(),
  experimentName: text('experiment_name').notNull(),
  variation: text('variation').notNull(),
});

export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  description: text('description').notNull(),
  url: text('url').notNull(),
  line: text('line').notNull(),
  parentUrl: text('parent_url').notNull(),
  userAgent: text('user_agent').notNull(),
  stackTrace: text('stack_trace').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  /** SHA-256 of the emailed token. */
  token: text('token').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Upgrades completed through the local order page. */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
    onDelete: 'set null',
  }),
  products: text('products').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cancellation received on the statutory cancellation page (§ 312k BGB), as the consumer
 * sent it: carried out at once when it names a renewing subscription of a member
 * (`subscriptionId`), otherwise left for a person to handle (`outcome` `manual`).
 */
export const cancellationRequests = pgTable('cancellation_requests', {
  id: serial('id').primaryKey(),
  /** Quoted on the confirmation and in the email. */
  reference: text('reference').notNull().unique(),
  brand: text('brand').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  contract: text('contract').notNull(),
  /** `ordinary` or `extraordinary`. */
  kind: text('kind').notNull(),
  reason: text('reason'),
  /** `nextPossible` or `onDate`. */
  timing: text('timing').notNull(),
  /** The chosen end, `YYYY-MM-DD`, for `onDate`. */
  requestedDate: text('requested_date'),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
    onDelete: 'set null',
  }),
  /** `cancelled` (done at once) or `manual` (for a person to handle). */
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit windows (server/auth/rateLimit.ts), shared by every instance on the database: one
 * row per limiter and key, the key a SHA-256 so no address or email is stored.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Proof of a saved cookie choice (GDPR Art. 7(1)), append-only (a trigger refuses changes):
 * the random consent id the browser keeps with its choice, what was chosen under which policy
 * revision, whether Global Privacy Control was on, brand and country. No IP address; the member
 * only when signed in.
 */
export const consentRecords = pgTable('consent_records', {
  id: serial('id').primaryKey(),
  consentId: text('consent_id').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  performance: boolean('performance').notNull(),
  marketing: boolean('marketing').notNull(),
  policyRevision: text('policy_revision').notNull(),
  globalPrivacyControl: boolean('global_privacy_control').notNull(),
  brand: text('brand').notNull(),
  countryCode: text('country_code').notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
});
