import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`daily_questions_rubric\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`out_of\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`daily_questions_rubric_order_idx\` ON \`daily_questions_rubric\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`daily_questions_rubric_parent_id_idx\` ON \`daily_questions_rubric\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`daily_questions_rubric_locales\` (
  	\`criterion\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`daily_questions_rubric\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`daily_questions_rubric_locales_locale_parent_id_unique\` ON \`daily_questions_rubric_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_daily_questions_v_version_rubric\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`out_of\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_daily_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_rubric_order_idx\` ON \`_daily_questions_v_version_rubric\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_rubric_parent_id_idx\` ON \`_daily_questions_v_version_rubric\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_daily_questions_v_version_rubric_locales\` (
  	\`criterion\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_daily_questions_v_version_rubric\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_daily_questions_v_version_rubric_locales_locale_parent_id_u\` ON \`_daily_questions_v_version_rubric_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`answer_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`answer_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`answer_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answer_pages_id\`) REFERENCES \`answer_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`answer_submissions_rels_order_idx\` ON \`answer_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_rels_parent_idx\` ON \`answer_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_rels_path_idx\` ON \`answer_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_rels_answer_pages_id_idx\` ON \`answer_submissions_rels\` (\`answer_pages_id\`);`)
  await db.run(sql`CREATE TABLE \`answer_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`page\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`answer_pages_candidate_idx\` ON \`answer_pages\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_pages_updated_at_idx\` ON \`answer_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answer_pages_created_at_idx\` ON \`answer_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`answer_pages_filename_idx\` ON \`answer_pages\` (\`filename\`);`)
  // The answer and its word count are no longer required (a handwritten answer has pages instead): SQLite
  // rebuilds the table. Only the columns the old table has are copied (the generator listed the new ones
  // too); existing answers are typed, in English.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_answer_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`candidate_id\` integer NOT NULL,
  	\`daily_question_id\` integer NOT NULL,
  	\`format\` text DEFAULT 'typed',
  	\`answer\` text,
  	\`pins\` text,
  	\`locale\` text DEFAULT 'en',
  	\`word_count\` numeric,
  	\`submitted_at\` text NOT NULL,
  	\`rubric\` text,
  	\`marks_awarded\` numeric,
  	\`feedback\` text,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`assigned_to_id\` integer,
  	\`assigned_at\` text,
  	\`evaluated_by_id\` integer,
  	\`evaluated_at\` text,
  	\`notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`daily_question_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assigned_to_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`evaluated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_answer_submissions\`("id", "title", "candidate_id", "daily_question_id", "answer", "word_count", "submitted_at", "marks_awarded", "feedback", "status", "evaluated_by_id", "evaluated_at", "updated_at", "created_at") SELECT "id", "title", "candidate_id", "daily_question_id", "answer", "word_count", "submitted_at", "marks_awarded", "feedback", "status", "evaluated_by_id", "evaluated_at", "updated_at", "created_at" FROM \`answer_submissions\`;`)
  await db.run(sql`DROP TABLE \`answer_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_answer_submissions\` RENAME TO \`answer_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`answer_submissions_candidate_idx\` ON \`answer_submissions\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_daily_question_idx\` ON \`answer_submissions\` (\`daily_question_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_status_idx\` ON \`answer_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_assigned_to_idx\` ON \`answer_submissions\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_evaluated_by_idx\` ON \`answer_submissions\` (\`evaluated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_updated_at_idx\` ON \`answer_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_created_at_idx\` ON \`answer_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_dailyQuestion_1_idx\` ON \`answer_submissions\` (\`candidate_id\`,\`daily_question_id\`);`)
  await db.run(sql`ALTER TABLE \`daily_questions_locales\` ADD \`model_answer\` text;`)
  await db.run(sql`ALTER TABLE \`_daily_questions_v_locales\` ADD \`version_model_answer\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`answer_pages_id\` integer REFERENCES answer_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`daily_questions_rubric\`;`)
  await db.run(sql`DROP TABLE \`daily_questions_rubric_locales\`;`)
  await db.run(sql`DROP TABLE \`_daily_questions_v_version_rubric\`;`)
  await db.run(sql`DROP TABLE \`_daily_questions_v_version_rubric_locales\`;`)
  await db.run(sql`DROP TABLE \`answer_submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`answer_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_answer_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`candidate_id\` integer NOT NULL,
  	\`daily_question_id\` integer NOT NULL,
  	\`answer\` text NOT NULL,
  	\`word_count\` numeric NOT NULL,
  	\`submitted_at\` text NOT NULL,
  	\`marks_awarded\` numeric,
  	\`feedback\` text,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`evaluated_by_id\` integer,
  	\`evaluated_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`daily_question_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`evaluated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_answer_submissions\`("id", "title", "candidate_id", "daily_question_id", "answer", "word_count", "submitted_at", "marks_awarded", "feedback", "status", "evaluated_by_id", "evaluated_at", "updated_at", "created_at") SELECT "id", "title", "candidate_id", "daily_question_id", "answer", "word_count", "submitted_at", "marks_awarded", "feedback", "status", "evaluated_by_id", "evaluated_at", "updated_at", "created_at" FROM \`answer_submissions\`;`)
  await db.run(sql`DROP TABLE \`answer_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_answer_submissions\` RENAME TO \`answer_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`answer_submissions_candidate_idx\` ON \`answer_submissions\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_daily_question_idx\` ON \`answer_submissions\` (\`daily_question_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_status_idx\` ON \`answer_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_evaluated_by_idx\` ON \`answer_submissions\` (\`evaluated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_updated_at_idx\` ON \`answer_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_created_at_idx\` ON \`answer_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_dailyQuestion_1_idx\` ON \`answer_submissions\` (\`candidate_id\`,\`daily_question_id\`);`)
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
  	\`key_reviews_id\` integer,
  	\`key_objections_id\` integer,
  	\`key_changes_id\` integer,
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
  	FOREIGN KEY (\`key_reviews_id\`) REFERENCES \`key_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`key_objections_id\`) REFERENCES \`key_objections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`key_changes_id\`) REFERENCES \`key_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "key_reviews_id", "key_objections_id", "key_changes_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "key_reviews_id", "key_objections_id", "key_changes_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_key_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`key_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_key_objections_id_idx\` ON \`payload_locked_documents_rels\` (\`key_objections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_key_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`key_changes_id\`);`)
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
  await db.run(sql`ALTER TABLE \`daily_questions_locales\` DROP COLUMN \`model_answer\`;`)
  await db.run(sql`ALTER TABLE \`_daily_questions_v_locales\` DROP COLUMN \`version_model_answer\`;`)
}
