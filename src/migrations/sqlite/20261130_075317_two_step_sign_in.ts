import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_reset_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_reset_by\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  // Staff sign in in two steps from now on (ADR 052): their sessions opened with a password alone end.
  await db.run(sql`DELETE FROM \`users_sessions\` WHERE \`_parent_id\` IN (SELECT \`id\` FROM \`users\` WHERE \`role\` IN ('admin', 'editor'));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_reset_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_reset_by\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
}
