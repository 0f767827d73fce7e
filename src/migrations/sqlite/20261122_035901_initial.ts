import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text,
  	\`role\` text DEFAULT 'candidate' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`topics\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`stage\` text,
  	\`key\` text,
  	\`order\` numeric DEFAULT 0,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_stage_idx\` ON \`topics\` (\`stage\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_slug_idx\` ON \`topics\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`topics_updated_at_idx\` ON \`topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`topics_created_at_idx\` ON \`topics\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`topics__status_idx\` ON \`topics\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`topics_locales\` (
  	\`title\` text,
  	\`overview\` text,
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_locales_locale_parent_id_unique\` ON \`topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_stage\` text,
  	\`version_key\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_topics_v_parent_idx\` ON \`_topics_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_stage_idx\` ON \`_topics_v\` (\`version_stage\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_slug_idx\` ON \`_topics_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_updated_at_idx\` ON \`_topics_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version_created_at_idx\` ON \`_topics_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_version__status_idx\` ON \`_topics_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_created_at_idx\` ON \`_topics_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_updated_at_idx\` ON \`_topics_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_snapshot_idx\` ON \`_topics_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_published_locale_idx\` ON \`_topics_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_latest_idx\` ON \`_topics_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v_locales\` (
  	\`version_title\` text,
  	\`version_overview\` text,
  	\`version_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_topics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_topics_v_locales_locale_parent_id_unique\` ON \`_topics_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_options_order_idx\` ON \`questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questions_options_parent_id_idx\` ON \`questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_options_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`questions_options_locales_locale_parent_id_unique\` ON \`questions_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`correct_option\` text NOT NULL,
  	\`topic_id\` integer,
  	\`difficulty\` text DEFAULT 'medium',
  	\`source\` text,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_image_idx\` ON \`questions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_topic_idx\` ON \`questions\` (\`topic_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`questions_seed_key_idx\` ON \`questions\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`questions_updated_at_idx\` ON \`questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questions_created_at_idx\` ON \`questions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`questions_locales\` (
  	\`stem\` text NOT NULL,
  	\`explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`questions_locales_locale_parent_id_unique\` ON \`questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tests_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tests_sections_order_idx\` ON \`tests_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tests_sections_parent_id_idx\` ON \`tests_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tests_sections_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tests_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tests_sections_locales_locale_parent_id_unique\` ON \`tests_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`kind\` text,
  	\`duration_minutes\` numeric,
  	\`attempts_allowed\` numeric DEFAULT 1,
  	\`marks_per_correct\` numeric DEFAULT 2,
  	\`negative_marks\` numeric DEFAULT 0,
  	\`qualifying_percent\` numeric,
  	\`previous_cutoff\` numeric,
  	\`opens_at\` text,
  	\`closes_at\` text,
  	\`is_free\` integer DEFAULT true,
  	\`solutions_visibility\` text DEFAULT 'immediately',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tests_slug_idx\` ON \`tests\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tests_updated_at_idx\` ON \`tests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tests_created_at_idx\` ON \`tests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tests__status_idx\` ON \`tests\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`tests_locales\` (
  	\`title\` text,
  	\`instructions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tests_locales_locale_parent_id_unique\` ON \`tests_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`questions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tests_rels_order_idx\` ON \`tests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_parent_idx\` ON \`tests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_path_idx\` ON \`tests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_questions_id_idx\` ON \`tests_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE TABLE \`_tests_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tests_v_version_sections_order_idx\` ON \`_tests_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_sections_parent_id_idx\` ON \`_tests_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tests_v_version_sections_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tests_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tests_v_version_sections_locales_locale_parent_id_unique\` ON \`_tests_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tests_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_duration_minutes\` numeric,
  	\`version_attempts_allowed\` numeric DEFAULT 1,
  	\`version_marks_per_correct\` numeric DEFAULT 2,
  	\`version_negative_marks\` numeric DEFAULT 0,
  	\`version_qualifying_percent\` numeric,
  	\`version_previous_cutoff\` numeric,
  	\`version_opens_at\` text,
  	\`version_closes_at\` text,
  	\`version_is_free\` integer DEFAULT true,
  	\`version_solutions_visibility\` text DEFAULT 'immediately',
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
  await db.run(sql`CREATE INDEX \`_tests_v_parent_idx\` ON \`_tests_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_slug_idx\` ON \`_tests_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_updated_at_idx\` ON \`_tests_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version_created_at_idx\` ON \`_tests_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_version_version__status_idx\` ON \`_tests_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_created_at_idx\` ON \`_tests_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_updated_at_idx\` ON \`_tests_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_snapshot_idx\` ON \`_tests_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_published_locale_idx\` ON \`_tests_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_latest_idx\` ON \`_tests_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_tests_v_locales\` (
  	\`version_title\` text,
  	\`version_instructions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tests_v_locales_locale_parent_id_unique\` ON \`_tests_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tests_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`questions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_order_idx\` ON \`_tests_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_parent_idx\` ON \`_tests_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_path_idx\` ON \`_tests_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_questions_id_idx\` ON \`_tests_v_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE TABLE \`test_series\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`kind\` text,
  	\`is_paid\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`product_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`test_series_slug_idx\` ON \`test_series\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`test_series_product_idx\` ON \`test_series\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`test_series_updated_at_idx\` ON \`test_series\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`test_series_created_at_idx\` ON \`test_series\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`test_series__status_idx\` ON \`test_series\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`test_series_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`test_series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`test_series_locales_locale_parent_id_unique\` ON \`test_series_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`test_series_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`test_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tests_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`test_series_rels_order_idx\` ON \`test_series_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`test_series_rels_parent_idx\` ON \`test_series_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`test_series_rels_path_idx\` ON \`test_series_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`test_series_rels_tests_id_idx\` ON \`test_series_rels\` (\`tests_id\`);`)
  await db.run(sql`CREATE TABLE \`_test_series_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_is_paid\` integer DEFAULT false,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_product_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`test_series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_test_series_v_parent_idx\` ON \`_test_series_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_version_version_slug_idx\` ON \`_test_series_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_version_version_product_idx\` ON \`_test_series_v\` (\`version_product_id\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_version_version_updated_at_idx\` ON \`_test_series_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_version_version_created_at_idx\` ON \`_test_series_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_version_version__status_idx\` ON \`_test_series_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_created_at_idx\` ON \`_test_series_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_updated_at_idx\` ON \`_test_series_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_snapshot_idx\` ON \`_test_series_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_published_locale_idx\` ON \`_test_series_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_latest_idx\` ON \`_test_series_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_test_series_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_test_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_test_series_v_locales_locale_parent_id_unique\` ON \`_test_series_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_test_series_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_test_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tests_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_test_series_v_rels_order_idx\` ON \`_test_series_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_rels_parent_idx\` ON \`_test_series_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_rels_path_idx\` ON \`_test_series_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_test_series_v_rels_tests_id_idx\` ON \`_test_series_v_rels\` (\`tests_id\`);`)
  await db.run(sql`CREATE TABLE \`current_affairs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`region\` text DEFAULT 'punjab',
  	\`category\` text,
  	\`source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`current_affairs_slug_idx\` ON \`current_affairs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs_date_idx\` ON \`current_affairs\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs_updated_at_idx\` ON \`current_affairs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs_created_at_idx\` ON \`current_affairs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs__status_idx\` ON \`current_affairs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`current_affairs_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`current_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`current_affairs_locales_locale_parent_id_unique\` ON \`current_affairs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`current_affairs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`current_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`current_affairs_rels_order_idx\` ON \`current_affairs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs_rels_parent_idx\` ON \`current_affairs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs_rels_path_idx\` ON \`current_affairs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`current_affairs_rels_topics_id_idx\` ON \`current_affairs_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_current_affairs_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_region\` text DEFAULT 'punjab',
  	\`version_category\` text,
  	\`version_source\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`current_affairs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_parent_idx\` ON \`_current_affairs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_version_version_slug_idx\` ON \`_current_affairs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_version_version_date_idx\` ON \`_current_affairs_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_version_version_updated_at_idx\` ON \`_current_affairs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_version_version_created_at_idx\` ON \`_current_affairs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_version_version__status_idx\` ON \`_current_affairs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_created_at_idx\` ON \`_current_affairs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_updated_at_idx\` ON \`_current_affairs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_snapshot_idx\` ON \`_current_affairs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_published_locale_idx\` ON \`_current_affairs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_latest_idx\` ON \`_current_affairs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_current_affairs_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_current_affairs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_current_affairs_v_locales_locale_parent_id_unique\` ON \`_current_affairs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_current_affairs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_current_affairs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_rels_order_idx\` ON \`_current_affairs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_rels_parent_idx\` ON \`_current_affairs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_rels_path_idx\` ON \`_current_affairs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_current_affairs_v_rels_topics_id_idx\` ON \`_current_affairs_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`pyq_papers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`year\` numeric,
  	\`stage\` text,
  	\`paper\` text,
  	\`pattern\` text,
  	\`question_count\` numeric,
  	\`total_marks\` numeric,
  	\`duration_minutes\` numeric,
  	\`cutoff\` numeric,
  	\`question_paper_id\` integer,
  	\`answer_key_id\` integer,
  	\`test_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`question_paper_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`answer_key_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`test_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pyq_papers_slug_idx\` ON \`pyq_papers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers_year_idx\` ON \`pyq_papers\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers_question_paper_idx\` ON \`pyq_papers\` (\`question_paper_id\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers_answer_key_idx\` ON \`pyq_papers\` (\`answer_key_id\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers_test_idx\` ON \`pyq_papers\` (\`test_id\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers_updated_at_idx\` ON \`pyq_papers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers_created_at_idx\` ON \`pyq_papers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pyq_papers__status_idx\` ON \`pyq_papers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pyq_papers_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pyq_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pyq_papers_locales_locale_parent_id_unique\` ON \`pyq_papers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pyq_papers_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_year\` numeric,
  	\`version_stage\` text,
  	\`version_paper\` text,
  	\`version_pattern\` text,
  	\`version_question_count\` numeric,
  	\`version_total_marks\` numeric,
  	\`version_duration_minutes\` numeric,
  	\`version_cutoff\` numeric,
  	\`version_question_paper_id\` integer,
  	\`version_answer_key_id\` integer,
  	\`version_test_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pyq_papers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_question_paper_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_answer_key_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_test_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_parent_idx\` ON \`_pyq_papers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_slug_idx\` ON \`_pyq_papers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_year_idx\` ON \`_pyq_papers_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_question_paper_idx\` ON \`_pyq_papers_v\` (\`version_question_paper_id\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_answer_key_idx\` ON \`_pyq_papers_v\` (\`version_answer_key_id\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_test_idx\` ON \`_pyq_papers_v\` (\`version_test_id\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_updated_at_idx\` ON \`_pyq_papers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version_created_at_idx\` ON \`_pyq_papers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_version_version__status_idx\` ON \`_pyq_papers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_created_at_idx\` ON \`_pyq_papers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_updated_at_idx\` ON \`_pyq_papers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_snapshot_idx\` ON \`_pyq_papers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_published_locale_idx\` ON \`_pyq_papers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pyq_papers_v_latest_idx\` ON \`_pyq_papers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pyq_papers_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pyq_papers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pyq_papers_v_locales_locale_parent_id_unique\` ON \`_pyq_papers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_includes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_includes_order_idx\` ON \`products_includes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_includes_parent_id_idx\` ON \`products_includes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_includes_locales\` (
  	\`item\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_includes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_includes_locales_locale_parent_id_unique\` ON \`products_includes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_faqs_order_idx\` ON \`products_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_faqs_parent_id_idx\` ON \`products_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_faqs_locales_locale_parent_id_unique\` ON \`products_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`kind\` text,
  	\`price\` numeric,
  	\`offer_price\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`validity\` text,
  	\`language\` text DEFAULT 'bilingual',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_includes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_includes_order_idx\` ON \`_products_v_version_includes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_includes_parent_id_idx\` ON \`_products_v_version_includes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_includes_locales\` (
  	\`item\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_includes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_includes_locales_locale_parent_id_unique\` ON \`_products_v_version_includes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_faqs_order_idx\` ON \`_products_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_faqs_parent_id_idx\` ON \`_products_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_faqs_locales_locale_parent_id_unique\` ON \`_products_v_version_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_price\` numeric,
  	\`version_offer_price\` numeric,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_validity\` text,
  	\`version_language\` text DEFAULT 'bilingual',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`success_stories\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`rank\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`district\` text,
  	\`photo_id\` integer,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_photo_idx\` ON \`success_stories\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_seed_key_idx\` ON \`success_stories\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_locales\` (
  	\`quote\` text NOT NULL,
  	\`story\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`group\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`seed_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_seed_key_idx\` ON \`faqs\` (\`seed_key\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`topics_id\` integer,
  	\`questions_id\` integer,
  	\`tests_id\` integer,
  	\`test_series_id\` integer,
  	\`current_affairs_id\` integer,
  	\`pyq_papers_id\` integer,
  	\`products_id\` integer,
  	\`success_stories_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tests_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_series_id\`) REFERENCES \`test_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`current_affairs_id\`) REFERENCES \`current_affairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pyq_papers_id\`) REFERENCES \`pyq_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tests_id_idx\` ON \`payload_locked_documents_rels\` (\`tests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_series_id_idx\` ON \`payload_locked_documents_rels\` (\`test_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_current_affairs_id_idx\` ON \`payload_locked_documents_rels\` (\`current_affairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pyq_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`pyq_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_submenu_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`is_paid\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_submenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_submenu_children_order_idx\` ON \`navigation_items_submenu_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_submenu_children_parent_id_idx\` ON \`navigation_items_submenu_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_submenu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`is_paid\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_submenu_order_idx\` ON \`navigation_items_submenu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_submenu_parent_id_idx\` ON \`navigation_items_submenu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`is_paid\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`site_name\` text DEFAULT 'Punjab PCS Academy' NOT NULL,
  	\`tagline\` text DEFAULT 'Your Partner in Exam Success.' NOT NULL,
  	\`support_email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`banner_title\` text DEFAULT 'Admissions Open!' NOT NULL,
  	\`banner_text\` text DEFAULT 'Enroll now! for premium courses in your region' NOT NULL,
  	\`banner_link\` text DEFAULT '/products',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`topics\`;`)
  await db.run(sql`DROP TABLE \`topics_locales\`;`)
  await db.run(sql`DROP TABLE \`_topics_v\`;`)
  await db.run(sql`DROP TABLE \`_topics_v_locales\`;`)
  await db.run(sql`DROP TABLE \`questions_options\`;`)
  await db.run(sql`DROP TABLE \`questions_options_locales\`;`)
  await db.run(sql`DROP TABLE \`questions\`;`)
  await db.run(sql`DROP TABLE \`questions_locales\`;`)
  await db.run(sql`DROP TABLE \`tests_sections\`;`)
  await db.run(sql`DROP TABLE \`tests_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`tests\`;`)
  await db.run(sql`DROP TABLE \`tests_locales\`;`)
  await db.run(sql`DROP TABLE \`tests_rels\`;`)
  await db.run(sql`DROP TABLE \`_tests_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_tests_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_tests_v\`;`)
  await db.run(sql`DROP TABLE \`_tests_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_tests_v_rels\`;`)
  await db.run(sql`DROP TABLE \`test_series\`;`)
  await db.run(sql`DROP TABLE \`test_series_locales\`;`)
  await db.run(sql`DROP TABLE \`test_series_rels\`;`)
  await db.run(sql`DROP TABLE \`_test_series_v\`;`)
  await db.run(sql`DROP TABLE \`_test_series_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_test_series_v_rels\`;`)
  await db.run(sql`DROP TABLE \`current_affairs\`;`)
  await db.run(sql`DROP TABLE \`current_affairs_locales\`;`)
  await db.run(sql`DROP TABLE \`current_affairs_rels\`;`)
  await db.run(sql`DROP TABLE \`_current_affairs_v\`;`)
  await db.run(sql`DROP TABLE \`_current_affairs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_current_affairs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`pyq_papers\`;`)
  await db.run(sql`DROP TABLE \`pyq_papers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pyq_papers_v\`;`)
  await db.run(sql`DROP TABLE \`_pyq_papers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`products_includes\`;`)
  await db.run(sql`DROP TABLE \`products_includes_locales\`;`)
  await db.run(sql`DROP TABLE \`products_faqs\`;`)
  await db.run(sql`DROP TABLE \`products_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_includes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_includes_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_faqs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_submenu_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_submenu\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
