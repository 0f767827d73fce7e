import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tests\` ADD \`paired_csat_id\` integer REFERENCES tests(id);`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`mains_vacancies\` numeric;`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`previous_appeared\` numeric;`)
  await db.run(sql`CREATE INDEX \`tests_paired_csat_idx\` ON \`tests\` (\`paired_csat_id\`);`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_paired_csat_id\` integer REFERENCES tests(id);`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_mains_vacancies\` numeric;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_previous_appeared\` numeric;`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_paired_csat_idx\` ON \`_tests_v\` (\`version_paired_csat_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_tests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`kind\` text,
  	\`duration_minutes\` numeric,
  	\`attempts_allowed\` numeric DEFAULT 1,
  	\`quiz_date\` text,
  	\`is_timed\` integer DEFAULT true,
  	\`preset\` text DEFAULT 'custom',
  	\`marks_per_correct\` numeric DEFAULT 2,
  	\`negative_marks\` numeric DEFAULT 0,
  	\`qualifying_percent\` numeric,
  	\`previous_cutoff\` numeric,
  	\`opens_at\` text,
  	\`closes_at\` text,
  	\`is_free\` integer DEFAULT true,
  	\`solutions_visibility\` text DEFAULT 'immediately',
  	\`window_starts_at\` text,
  	\`window_late_entry_until\` text,
  	\`window_ends_at\` text,
  	\`question_count\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tests\`("id", "slug", "kind", "duration_minutes", "attempts_allowed", "quiz_date", "is_timed", "preset", "marks_per_correct", "negative_marks", "qualifying_percent", "previous_cutoff", "opens_at", "closes_at", "is_free", "solutions_visibility", "window_starts_at", "window_late_entry_until", "window_ends_at", "question_count", "updated_at", "created_at", "_status") SELECT "id", "slug", "kind", "duration_minutes", "attempts_allowed", "quiz_date", "is_timed", "preset", "marks_per_correct", "negative_marks", "qualifying_percent", "previous_cutoff", "opens_at", "closes_at", "is_free", "solutions_visibility", "window_starts_at", "window_late_entry_until", "window_ends_at", "question_count", "updated_at", "created_at", "_status" FROM \`tests\`;`)
  await db.run(sql`DROP TABLE \`tests\`;`)
  await db.run(sql`ALTER TABLE \`__new_tests\` RENAME TO \`tests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tests_slug_idx\` ON \`tests\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tests_quiz_date_idx\` ON \`tests\` (\`quiz_date\`);`)
  await db.run(sql`CREATE INDEX \`tests_window_window_starts_at_idx\` ON \`tests\` (\`window_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`tests_updated_at_idx\` ON \`tests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tests_created_at_idx\` ON \`tests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tests__status_idx\` ON \`tests\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__tests_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_duration_minutes\` numeric,
  	\`version_attempts_allowed\` numeric DEFAULT 1,
  	\`version_quiz_date\` text,
  	\`version_is_timed\` integer DEFAULT true,
  	\`version_preset\` text DEFAULT 'custom',
  	\`version_marks_per_correct\` numeric DEFAULT 2,
  	\`version_negative_marks\` numeric DEFAULT 0,
  	\`version_qualifying_percent\` numeric,
  	\`version_previous_cutoff\` numeric,
  	\`version_opens_at\` text,
  	\`version_closes_at\` text,
  	\`version_is_free\` integer DEFAULT true,
  	\`version_solutions_visibility\` text DEFAULT 'immediately',
  	\`version_window_starts_at\` text,
  	\`version_window_late_entry_until\` text,
  	\`version_window_ends_at\` text,
  	\`version_question_count\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__tests_v\`("id", "parent_id", "version_slug", "version_kind", "version_duration_minutes", "version_attempts_allowed", "version_quiz_date", "version_is_timed", "version_preset", "version_marks_per_correct", "version_negative_marks", "version_qualifying_percent", "version_previous_cutoff", "version_opens_at", "version_closes_at", "version_is_free", "version_solutions_visibility", "version_window_starts_at", "version_window_late_entry_until", "version_window_ends_at", "version_question_count", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_kind", "version_duration_minutes", "version_attempts_allowed", "version_quiz_date", "version_is_timed", "version_preset", "version_marks_per_correct", "version_negative_marks", "version_qualifying_percent", "version_previous_cutoff", "version_opens_at", "version_closes_at", "version_is_free", "version_solutions_visibility", "version_window_starts_at", "version_window_late_entry_until", "version_window_ends_at", "version_question_count", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_tests_v\`;`)
  await db.run(sql`DROP TABLE \`_tests_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__tests_v\` RENAME TO \`_tests_v\`;`)
  await db.run(sql`CREATE INDEX \`_tests_v_parent_idx\` ON \`_tests_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_slug_idx\` ON \`_tests_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_quiz_date_idx\` ON \`_tests_v\` (\`version_quiz_date\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_window_version_window_starts_at_idx\` ON \`_tests_v\` (\`version_window_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_updated_at_idx\` ON \`_tests_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_created_at_idx\` ON \`_tests_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version__status_idx\` ON \`_tests_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_created_at_idx\` ON \`_tests_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_updated_at_idx\` ON \`_tests_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_snapshot_idx\` ON \`_tests_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_published_locale_idx\` ON \`_tests_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_latest_idx\` ON \`_tests_v\` (\`latest\`);`)
}
