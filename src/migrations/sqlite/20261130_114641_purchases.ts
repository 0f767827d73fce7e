import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`product_title\` text NOT NULL,
  	\`amount_paise\` numeric NOT NULL,
  	\`access_until\` text NOT NULL,
  	\`buyer_name\` text NOT NULL,
  	\`buyer_state\` text NOT NULL,
  	\`status\` text DEFAULT 'created' NOT NULL,
  	\`gateway_order_id\` text,
  	\`gateway_payment_id\` text,
  	\`paid_at\` text,
  	\`confirmed_by\` text,
  	\`failure_reason\` text,
  	\`invoice_number\` text,
  	\`refund_requested\` integer DEFAULT false,
  	\`refund_reason\` text,
  	\`refunded_at\` text,
  	\`gateway_refund_id\` text,
  	\`refunded_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_reference_idx\` ON \`orders\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_product_idx\` ON \`orders\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_gateway_order_id_idx\` ON \`orders\` (\`gateway_order_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_invoice_number_idx\` ON \`orders\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`enrolments\` ADD \`order_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enrolments_order_idx\` ON \`enrolments\` (\`order_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`offer_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`access_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`access_ends_on\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_offer_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_access_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_access_ends_on\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`billing_legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`billing_gstin\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`billing_state\` text DEFAULT '03' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`billing_invoice_prefix\` text DEFAULT 'PCS' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`billing_sac\` text DEFAULT '999293' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enrolments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enrolments\`("id", "user_id", "product_id", "valid_until", "note", "updated_at", "created_at") SELECT "id", "user_id", "product_id", "valid_until", "note", "updated_at", "created_at" FROM \`enrolments\`;`)
  await db.run(sql`DROP TABLE \`enrolments\`;`)
  await db.run(sql`ALTER TABLE \`__new_enrolments\` RENAME TO \`enrolments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enrolments_user_idx\` ON \`enrolments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_product_idx\` ON \`enrolments\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_valid_until_idx\` ON \`enrolments\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_updated_at_idx\` ON \`enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_created_at_idx\` ON \`enrolments\` (\`created_at\`);`)
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
  	\`consent_files_id\` integer,
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
  	FOREIGN KEY (\`consent_files_id\`) REFERENCES \`consent_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "key_reviews_id", "key_objections_id", "key_changes_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "answer_pages_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "consent_files_id", "faqs_id", "contact_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "enrolments_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "attempts_id", "attempt_answers_id", "question_bookmarks_id", "drills_id", "drill_answers_id", "translation_reports_id", "key_reviews_id", "key_objections_id", "key_changes_id", "current_affairs_id", "daily_questions_id", "daily_question_answers_id", "answer_submissions_id", "answer_pages_id", "editorial_analyses_id", "monthly_consolidations_id", "pyq_papers_id", "products_id", "success_stories_id", "consent_files_id", "faqs_id", "contact_messages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_files_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`offer_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`access_months\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`access_ends_on\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_offer_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_access_months\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_access_ends_on\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`billing_legal_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`billing_gstin\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`billing_state\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`billing_invoice_prefix\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`billing_sac\`;`)
}
