import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`attempts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`test_id\` integer NOT NULL,
  	\`attempt_number\` numeric NOT NULL,
  	\`status\` text DEFAULT 'in-progress' NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`is_first_attempt\` integer DEFAULT false,
  	\`started_at\` text NOT NULL,
  	\`deadline\` text NOT NULL,
  	\`extra_minutes\` numeric DEFAULT 0,
  	\`submitted_at\` text,
  	\`finished_at\` text,
  	\`last_saved_at\` text,
  	\`current_question\` text,
  	\`paper\` text NOT NULL,
  	\`score\` numeric,
  	\`max_score\` numeric,
  	\`result\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`test_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attempts_candidate_idx\` ON \`attempts\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`attempts_test_idx\` ON \`attempts\` (\`test_id\`);`)
  await db.run(sql`CREATE INDEX \`attempts_status_idx\` ON \`attempts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`attempts_is_first_attempt_idx\` ON \`attempts\` (\`is_first_attempt\`);`)
  await db.run(sql`CREATE INDEX \`attempts_deadline_idx\` ON \`attempts\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`attempts_score_idx\` ON \`attempts\` (\`score\`);`)
  await db.run(sql`CREATE INDEX \`attempts_updated_at_idx\` ON \`attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attempts_created_at_idx\` ON \`attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_test_attemptNumber_idx\` ON \`attempts\` (\`candidate_id\`,\`test_id\`,\`attempt_number\`);`)
  await db.run(sql`CREATE TABLE \`attempt_answers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`attempt_id\` integer NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`question_id\` integer NOT NULL,
  	\`option\` text,
  	\`marked\` integer DEFAULT false,
  	\`visited\` integer DEFAULT false,
  	\`time_spent\` numeric DEFAULT 0,
  	\`seq\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attempt_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attempt_answers_attempt_idx\` ON \`attempt_answers\` (\`attempt_id\`);`)
  await db.run(sql`CREATE INDEX \`attempt_answers_candidate_idx\` ON \`attempt_answers\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`attempt_answers_question_idx\` ON \`attempt_answers\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`attempt_answers_updated_at_idx\` ON \`attempt_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attempt_answers_created_at_idx\` ON \`attempt_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`attempt_question_idx\` ON \`attempt_answers\` (\`attempt_id\`,\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`question_bookmarks\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`question_id\` integer NOT NULL,
  	\`topic_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`question_bookmarks_candidate_idx\` ON \`question_bookmarks\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`question_bookmarks_question_idx\` ON \`question_bookmarks\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`question_bookmarks_topic_idx\` ON \`question_bookmarks\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`question_bookmarks_updated_at_idx\` ON \`question_bookmarks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`question_bookmarks_created_at_idx\` ON \`question_bookmarks\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_question_idx\` ON \`question_bookmarks\` (\`candidate_id\`,\`question_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`compensatory_minutes_per_hour\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`tests_sections\` ADD \`marks_per_correct\` numeric;`)
  await db.run(sql`ALTER TABLE \`tests_sections\` ADD \`negative_marks\` numeric;`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`preset\` text DEFAULT 'custom';`)
  await db.run(sql`ALTER TABLE \`_tests_v_version_sections\` ADD \`marks_per_correct\` numeric;`)
  await db.run(sql`ALTER TABLE \`_tests_v_version_sections\` ADD \`negative_marks\` numeric;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_preset\` text DEFAULT 'custom';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attempts_id\` integer REFERENCES attempts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attempt_answers_id\` integer REFERENCES attempt_answers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`question_bookmarks_id\` integer REFERENCES question_bookmarks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempt_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`attempt_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_question_bookmarks_id_idx\` ON \`payload_locked_documents_rels\` (\`question_bookmarks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`attempts\`;`)
  await db.run(sql`DROP TABLE \`attempt_answers\`;`)
  await db.run(sql`DROP TABLE \`question_bookmarks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`enrolments_id\` integer,
  	\`media_id\` integer,
  	\`topics_id\` integer,
  	\`questions_id\` integer,
  	\`tests_id\` integer,
  	\`test_series_id\` integer,
  	\`current_affairs_id\` integer,
  	\`editorial_analyses_id\` integer,
  	\`monthly_consolidations_id\` integer,
  	\`pyq_papers_id\` integer,
  	\`products_id\` integer,
  	\`success_stories_id\` integer,
  	\`faqs_id\` integer,
  	\`contact_messages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enrolments_id\`) REFERENCES \`enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tests_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_series_id\`) REFERENCES \`test_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`current_affairs_id\`) REFERENCES \`current_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editorial_analyses_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`monthly_consolidations_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pyq_papers_id\`) REFERENCES \`pyq_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "current_affairs_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "current_affairs_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tests_id_idx\` ON \`payload_locked_documents_rels\` (\`tests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_series_id_idx\` ON \`payload_locked_documents_rels\` (\`test_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_current_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`current_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editorial_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`editorial_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monthly_consolidations_id_idx\` ON \`payload_locked_documents_rels\` (\`monthly_consolidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pyq_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`pyq_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`compensatory_minutes_per_hour\`;`)
  await db.run(sql`ALTER TABLE \`tests_sections\` DROP COLUMN \`marks_per_correct\`;`)
  await db.run(sql`ALTER TABLE \`tests_sections\` DROP COLUMN \`negative_marks\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`preset\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v_version_sections\` DROP COLUMN \`marks_per_correct\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v_version_sections\` DROP COLUMN \`negative_marks\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_preset\`;`)
}
