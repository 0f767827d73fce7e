import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`key_reviews\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`test_id\` integer NOT NULL,
  	\`question_id\` integer NOT NULL,
  	\`objection_count\` numeric DEFAULT 0,
  	\`proposals\` text,
  	\`key_at_first_objection\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`decision\` text,
  	\`new_key\` text,
  	\`note\` text,
  	\`decided_by_id\` integer,
  	\`decided_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`test_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decided_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`key_reviews_test_idx\` ON \`key_reviews\` (\`test_id\`);`)
  await db.run(sql`CREATE INDEX \`key_reviews_question_idx\` ON \`key_reviews\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`key_reviews_objection_count_idx\` ON \`key_reviews\` (\`objection_count\`);`)
  await db.run(sql`CREATE INDEX \`key_reviews_status_idx\` ON \`key_reviews\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`key_reviews_decided_by_idx\` ON \`key_reviews\` (\`decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`key_reviews_updated_at_idx\` ON \`key_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`key_reviews_created_at_idx\` ON \`key_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`test_question_idx\` ON \`key_reviews\` (\`test_id\`,\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`key_objections\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text NOT NULL,
  	\`proposed_option\` text,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`reason\` text NOT NULL,
  	\`source\` text,
  	\`review_id\` integer NOT NULL,
  	\`test_id\` integer NOT NULL,
  	\`question_id\` integer NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`attempt_id\` integer,
  	\`language\` text DEFAULT 'en',
  	\`staff_note\` text,
  	\`notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`key_reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`test_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`attempt_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`key_objections_status_idx\` ON \`key_objections\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_review_idx\` ON \`key_objections\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_test_idx\` ON \`key_objections\` (\`test_id\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_question_idx\` ON \`key_objections\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_candidate_idx\` ON \`key_objections\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_attempt_idx\` ON \`key_objections\` (\`attempt_id\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_updated_at_idx\` ON \`key_objections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`key_objections_created_at_idx\` ON \`key_objections\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_test_question_idx\` ON \`key_objections\` (\`candidate_id\`,\`test_id\`,\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`key_changes\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`summary\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`previous_key\` text,
  	\`new_key\` text,
  	\`question_id\` integer NOT NULL,
  	\`review_id\` integer,
  	\`changed_by_id\` integer,
  	\`via\` text NOT NULL,
  	\`note\` text,
  	\`rescored\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`key_reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`key_changes_kind_idx\` ON \`key_changes\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`key_changes_question_idx\` ON \`key_changes\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`key_changes_review_idx\` ON \`key_changes\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`key_changes_changed_by_idx\` ON \`key_changes\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`key_changes_updated_at_idx\` ON \`key_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`key_changes_created_at_idx\` ON \`key_changes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`questions\` ADD \`dropped\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`questions\` ADD \`rescore_finished\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`window_objections_until\` text;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_window_objections_until\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`key_reviews_id\` integer REFERENCES key_reviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`key_objections_id\` integer REFERENCES key_objections(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`key_changes_id\` integer REFERENCES key_changes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_key_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`key_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_key_objections_id_idx\` ON \`payload_locked_documents_rels\` (\`key_objections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_key_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`key_changes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`key_reviews\`;`)
  await db.run(sql`DROP TABLE \`key_objections\`;`)
  await db.run(sql`DROP TABLE \`key_changes\`;`)
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
  	\`attempts_id\` integer,
  	\`attempt_answers_id\` integer,
  	\`question_bookmarks_id\` integer,
  	\`drills_id\` integer,
  	\`drill_answers_id\` integer,
  	\`translation_reports_id\` integer,
  	\`current_affairs_id\` integer,
  	\`daily_questions_id\` integer,
  	\`daily_question_answers_id\` integer,
  	\`answer_submissions_id\` integer,
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
  	FOREIGN KEY (\`attempts_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attempt_answers_id\`) REFERENCES \`attempt_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`question_bookmarks_id\`) REFERENCES \`question_bookmarks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`drills_id\`) REFERENCES \`drills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`drill_answers_id\`) REFERENCES \`drill_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_reports_id\`) REFERENCES \`translation_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`current_affairs_id\`) REFERENCES \`current_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_questions_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_question_answers_id\`) REFERENCES \`daily_question_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answer_submissions_id\`) REFERENCES \`answer_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editorial_analyses_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`monthly_consolidations_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pyq_papers_id\`) REFERENCES \`pyq_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attempt_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`attempt_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_question_bookmarks_id_idx\` ON \`payload_locked_documents_rels\` (\`question_bookmarks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drills_id_idx\` ON \`payload_locked_documents_rels\` (\`drills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_drill_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`drill_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_current_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`current_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_question_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_question_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editorial_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`editorial_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monthly_consolidations_id_idx\` ON \`payload_locked_documents_rels\` (\`monthly_consolidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pyq_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`pyq_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`ALTER TABLE \`questions\` DROP COLUMN \`dropped\`;`)
  await db.run(sql`ALTER TABLE \`questions\` DROP COLUMN \`rescore_finished\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`window_objections_until\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_window_objections_until\`;`)
}
