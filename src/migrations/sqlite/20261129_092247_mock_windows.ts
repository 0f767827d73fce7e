import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`leaderboard_name\` text DEFAULT 'initials';`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`window_starts_at\` text;`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`window_late_entry_until\` text;`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`window_ends_at\` text;`)
  await db.run(sql`CREATE INDEX \`tests_window_window_starts_at_idx\` ON \`tests\` (\`window_starts_at\`);`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_window_starts_at\` text;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_window_late_entry_until\` text;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_window_ends_at\` text;`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_window_version_window_starts_at_idx\` ON \`_tests_v\` (\`version_window_starts_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`tests_window_window_starts_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`window_starts_at\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`window_late_entry_until\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`window_ends_at\`;`)
  await db.run(sql`DROP INDEX \`_tests_v_version_window_version_window_starts_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_window_starts_at\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_window_late_entry_until\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_window_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`leaderboard_name\`;`)
}
