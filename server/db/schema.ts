import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member of one brand's site. Passwords are scrypt hashes, never plain text. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  countryCode: text('country_code').notNull(),
  hasFreeAccount: boolean('has_free_account').notNull().default(true),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
