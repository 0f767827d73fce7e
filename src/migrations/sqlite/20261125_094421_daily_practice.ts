import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`daily_questions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`date\` text,
  	\`kind\` text DEFAULT 'mcq',
  	\`topic_id\` integer,
  	\`question_id\` integer,
  	\`paper\` text,
  	\`word_limit\` numeric DEFAULT 150,
  	\`marks\` numeric DEFAULT 10,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`daily_questions_date_idx\` ON \`daily_questions\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`daily_questions_topic_idx\` ON \`daily_questions\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_questions_question_idx\` ON \`daily_questions\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_questions_updated_at_idx\` ON \`daily_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_questions_created_at_idx\` ON \`daily_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_questions__status_idx\` ON \`daily_questions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`daily_questions_locales\` (
  	\`title\` text,
  	\`prompt\` text,
  	\`guidance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`daily_questions_locales_locale_parent_id_unique\` ON \`daily_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_daily_questions_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_kind\` text DEFAULT 'mcq',
  	\`version_topic_id\` integer,
  	\`version_question_id\` integer,
  	\`version_paper\` text,
  	\`version_word_limit\` numeric DEFAULT 150,
  	\`version_marks\` numeric DEFAULT 10,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_parent_idx\` ON \`_daily_questions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_version_date_idx\` ON \`_daily_questions_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_version_topic_idx\` ON \`_daily_questions_v\` (\`version_topic_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_version_question_idx\` ON \`_daily_questions_v\` (\`version_question_id\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_version_updated_at_idx\` ON \`_daily_questions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_version_created_at_idx\` ON \`_daily_questions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_version_version__status_idx\` ON \`_daily_questions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_created_at_idx\` ON \`_daily_questions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_updated_at_idx\` ON \`_daily_questions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_snapshot_idx\` ON \`_daily_questions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_published_locale_idx\` ON \`_daily_questions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_daily_questions_v_latest_idx\` ON \`_daily_questions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_daily_questions_v_locales\` (
  	\`version_title\` text,
  	\`version_prompt\` text,
  	\`version_guidance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_daily_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_daily_questions_v_locales_locale_parent_id_unique\` ON \`_daily_questions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`daily_question_answers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`daily_question_id\` integer NOT NULL,
  	\`option\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`daily_question_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`daily_question_answers_candidate_idx\` ON \`daily_question_answers\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_question_answers_daily_question_idx\` ON \`daily_question_answers\` (\`daily_question_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_question_answers_updated_at_idx\` ON \`daily_question_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_question_answers_created_at_idx\` ON \`daily_question_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_dailyQuestion_idx\` ON \`daily_question_answers\` (\`candidate_id\`,\`daily_question_id\`);`)
  await db.run(sql`CREATE TABLE \`answer_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`candidate_id\` integer NOT NULL,
  	\`daily_question_id\` integer NOT NULL,
  	\`answer\` text NOT NULL,
  	\`word_count\` numeric NOT NULL,
  	\`submitted_at\` text NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`marks_awarded\` numeric,
  	\`feedback\` text,
  	\`evaluated_by_id\` integer,
  	\`evaluated_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`daily_question_id\`) REFERENCES \`daily_questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`evaluated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`answer_submissions_candidate_idx\` ON \`answer_submissions\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_daily_question_idx\` ON \`answer_submissions\` (\`daily_question_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_status_idx\` ON \`answer_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_evaluated_by_idx\` ON \`answer_submissions\` (\`evaluated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_updated_at_idx\` ON \`answer_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answer_submissions_created_at_idx\` ON \`answer_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_dailyQuestion_1_idx\` ON \`answer_submissions\` (\`candidate_id\`,\`daily_question_id\`);`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`quiz_date\` text;`)
  await db.run(sql`ALTER TABLE \`tests\` ADD \`is_timed\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`tests_quiz_date_idx\` ON \`tests\` (\`quiz_date\`);`)
  await db.run(sql`ALTER TABLE \`tests_rels\` ADD \`current_affairs_id\` integer REFERENCES current_affairs(id);`)
  await db.run(sql`CREATE INDEX \`tests_rels_current_affairs_id_idx\` ON \`tests_rels\` (\`current_affairs_id\`);`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_quiz_date\` text;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_is_timed\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_quiz_date_idx\` ON \`_tests_v\` (\`version_quiz_date\`);`)
  await db.run(sql`ALTER TABLE \`_tests_v_rels\` ADD \`current_affairs_id\` integer REFERENCES current_affairs(id);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_current_affairs_id_idx\` ON \`_tests_v_rels\` (\`current_affairs_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`daily_questions_id\` integer REFERENCES daily_questions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`daily_question_answers_id\` integer REFERENCES daily_question_answers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`answer_submissions_id\` integer REFERENCES answer_submissions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_question_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_question_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_submissions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`daily_questions\`;`)
  await db.run(sql`DROP TABLE \`daily_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_daily_questions_v\`;`)
  await db.run(sql`DROP TABLE \`_daily_questions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`daily_question_answers\`;`)
  await db.run(sql`DROP TABLE \`answer_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_tests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`questions_id\` integer,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tests_rels\`("id", "order", "parent_id", "path", "questions_id", "topics_id") SELECT "id", "order", "parent_id", "path", "questions_id", "topics_id" FROM \`tests_rels\`;`)
  await db.run(sql`DROP TABLE \`tests_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_tests_rels\` RENAME TO \`tests_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`tests_rels_order_idx\` ON \`tests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_parent_idx\` ON \`tests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_path_idx\` ON \`tests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_questions_id_idx\` ON \`tests_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_topics_id_idx\` ON \`tests_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__tests_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`questions_id\` integer,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__tests_v_rels\`("id", "order", "parent_id", "path", "questions_id", "topics_id") SELECT "id", "order", "parent_id", "path", "questions_id", "topics_id" FROM \`_tests_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_tests_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__tests_v_rels\` RENAME TO \`_tests_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_order_idx\` ON \`_tests_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_parent_idx\` ON \`_tests_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_path_idx\` ON \`_tests_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_questions_id_idx\` ON \`_tests_v_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_topics_id_idx\` ON \`_tests_v_rels\` (\`topics_id\`);`)
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
  	FOREIGN KEY (\`attempts_id\`) REFERENCES \`attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attempt_answers_id\`) REFERENCES \`attempt_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`question_bookmarks_id\`) REFERENCES \`question_bookmarks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "current_affairs_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "current_affairs_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_current_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`current_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editorial_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`editorial_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monthly_consolidations_id_idx\` ON \`payload_locked_documents_rels\` (\`monthly_consolidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pyq_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`pyq_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`DROP INDEX \`tests_quiz_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`quiz_date\`;`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`is_timed\`;`)
  await db.run(sql`DROP INDEX \`_tests_v_version_version_quiz_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_quiz_date\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_is_timed\`;`)
}
