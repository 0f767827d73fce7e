import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Success stories gain drafts and the facts publishing needs (ADR 049). The tables are rebuilt with
  // their old columns only: a story saved before has none of the facts, so it becomes a draft until
  // staff add them and publish it again.
  await db.run(sql`CREATE TABLE \`_success_stories_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_year\` numeric,
  	\`version_exam\` text,
  	\`version_course_months\` numeric,
  	\`version_course_fee\` text,
  	\`version_consent_id\` integer,
  	\`version_photo_id\` integer,
  	\`version_seed_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_consent_id\`) REFERENCES \`consent_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_parent_idx\` ON \`_success_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_consent_idx\` ON \`_success_stories_v\` (\`version_consent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_photo_idx\` ON \`_success_stories_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_seed_key_idx\` ON \`_success_stories_v\` (\`version_seed_key\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_updated_at_idx\` ON \`_success_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_created_at_idx\` ON \`_success_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version__status_idx\` ON \`_success_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_created_at_idx\` ON \`_success_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_updated_at_idx\` ON \`_success_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_snapshot_idx\` ON \`_success_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_published_locale_idx\` ON \`_success_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_latest_idx\` ON \`_success_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_locales\` (
  	\`version_name\` text,
  	\`version_rank\` text,
  	\`version_district\` text,
  	\`version_course\` text,
  	\`version_quote\` text,
  	\`version_story\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_locales_locale_parent_id_unique\` ON \`_success_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_files\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`signed_on\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_files_updated_at_idx\` ON \`consent_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_files_created_at_idx\` ON \`consent_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_files_filename_idx\` ON \`consent_files\` (\`filename\`);`)
  // Inside the migration's transaction PRAGMA foreign_keys=OFF does nothing, so dropping the old
  // table would delete its translations through their ON DELETE CASCADE: keep them aside first.
  await db.run(sql`CREATE TEMP TABLE \`kept_success_stories_locales\` AS SELECT * FROM \`success_stories_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` numeric,
  	\`exam\` text,
  	\`course_months\` numeric,
  	\`course_fee\` text,
  	\`consent_id\` integer,
  	\`photo_id\` integer,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`consent_id\`) REFERENCES \`consent_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "year", "photo_id", "seed_key", "updated_at", "created_at") SELECT "id", "year", "photo_id", "seed_key", "updated_at", "created_at" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`success_stories_consent_idx\` ON \`success_stories\` (\`consent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_photo_idx\` ON \`success_stories\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_seed_key_idx\` ON \`success_stories\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_locales\` (
  	\`name\` text,
  	\`rank\` text,
  	\`district\` text,
  	\`course\` text,
  	\`quote\` text,
  	\`story\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_locales\`("name", "rank", "district", "quote", "story", "id", "_locale", "_parent_id") SELECT "name", "rank", "district", "quote", "story", "id", "_locale", "_parent_id" FROM \`kept_success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`kept_success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_locales\` RENAME TO \`success_stories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Each story saved before gets its first version (a draft), so the admin, which lists the latest
  // versions of a collection with drafts, still shows it.
  await db.run(sql`INSERT INTO \`_success_stories_v\` ("parent_id", "version_year", "version_photo_id", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "year", "photo_id", "seed_key", "updated_at", "created_at", 'draft', "created_at", "updated_at", 1 FROM \`success_stories\`;`)
  await db.run(sql`INSERT INTO \`_success_stories_v_locales\` ("version_name", "version_rank", "version_district", "version_quote", "version_story", "_locale", "_parent_id") SELECT l."name", l."rank", l."district", l."quote", l."story", l."_locale", v."id" FROM \`success_stories_locales\` l JOIN \`_success_stories_v\` v ON v."parent_id" = l."_parent_id";`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_files_id\` integer REFERENCES consent_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_files_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`consent_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`photo_id\` integer,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "year", "photo_id", "seed_key", "updated_at", "created_at") SELECT "id", "year", "photo_id", "seed_key", "updated_at", "created_at" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`success_stories_photo_idx\` ON \`success_stories\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_seed_key_idx\` ON \`success_stories\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
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
  	\`answer_pages_id\` integer,
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
  	FOREIGN KEY (\`answer_pages_id\`) REFERENCES \`answer_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editorial_analyses_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`monthly_consolidations_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pyq_papers_id\`) REFERENCES \`pyq_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "key_reviews_id", "key_objections_id", "key_changes_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "answer_pages_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "key_reviews_id", "key_objections_id", "key_changes_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "answer_pages_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editorial_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`editorial_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monthly_consolidations_id_idx\` ON \`payload_locked_documents_rels\` (\`monthly_consolidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pyq_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`pyq_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_locales\` (
  	\`name\` text NOT NULL,
  	\`rank\` text NOT NULL,
  	\`district\` text,
  	\`quote\` text NOT NULL,
  	\`story\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_locales\`("name", "rank", "district", "quote", "story", "id", "_locale", "_parent_id") SELECT "name", "rank", "district", "quote", "story", "id", "_locale", "_parent_id" FROM \`success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_locales\` RENAME TO \`success_stories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
}
