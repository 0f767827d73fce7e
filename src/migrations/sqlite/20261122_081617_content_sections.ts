import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enrolments\` (
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
  await db.run(sql`CREATE INDEX \`enrolments_user_idx\` ON \`enrolments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_product_idx\` ON \`enrolments\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_valid_until_idx\` ON \`enrolments\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_updated_at_idx\` ON \`enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enrolments_created_at_idx\` ON \`enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_rels_order_idx\` ON \`media_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_parent_idx\` ON \`media_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_path_idx\` ON \`media_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_products_id_idx\` ON \`media_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`topics_pdfs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_pdfs_order_idx\` ON \`topics_pdfs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`topics_pdfs_parent_id_idx\` ON \`topics_pdfs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`topics_pdfs_file_idx\` ON \`topics_pdfs\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`topics_pdfs_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`topics_pdfs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_pdfs_locales_locale_parent_id_unique\` ON \`topics_pdfs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`topics_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_rels_order_idx\` ON \`topics_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`topics_rels_parent_idx\` ON \`topics_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`topics_rels_path_idx\` ON \`topics_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`topics_rels_products_id_idx\` ON \`topics_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v_version_pdfs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_topics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_topics_v_version_pdfs_order_idx\` ON \`_topics_v_version_pdfs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_pdfs_parent_id_idx\` ON \`_topics_v_version_pdfs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_version_pdfs_file_idx\` ON \`_topics_v_version_pdfs\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v_version_pdfs_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_topics_v_version_pdfs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_topics_v_version_pdfs_locales_locale_parent_id_unique\` ON \`_topics_v_version_pdfs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_topics_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_topics_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_topics_v_rels_order_idx\` ON \`_topics_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_rels_parent_idx\` ON \`_topics_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_rels_path_idx\` ON \`_topics_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_topics_v_rels_products_id_idx\` ON \`_topics_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses_key_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editorial_analyses_key_points_order_idx\` ON \`editorial_analyses_key_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_key_points_parent_id_idx\` ON \`editorial_analyses_key_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses_key_points_locales\` (
  	\`point\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editorial_analyses_key_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`editorial_analyses_key_points_locales_locale_parent_id_uniqu\` ON \`editorial_analyses_key_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses_probable_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stage\` text DEFAULT 'mains',
  	\`marks\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editorial_analyses_probable_questions_order_idx\` ON \`editorial_analyses_probable_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_probable_questions_parent_id_idx\` ON \`editorial_analyses_probable_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses_probable_questions_locales\` (
  	\`question\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editorial_analyses_probable_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`editorial_analyses_probable_questions_locales_locale_parent_\` ON \`editorial_analyses_probable_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`editorial_title\` text,
  	\`newspaper\` text DEFAULT 'The Tribune',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`editorial_analyses_slug_idx\` ON \`editorial_analyses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_date_idx\` ON \`editorial_analyses\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_updated_at_idx\` ON \`editorial_analyses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_created_at_idx\` ON \`editorial_analyses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses__status_idx\` ON \`editorial_analyses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`syllabus_relevance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`editorial_analyses_locales_locale_parent_id_unique\` ON \`editorial_analyses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_analyses_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editorial_analyses_rels_order_idx\` ON \`editorial_analyses_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_rels_parent_idx\` ON \`editorial_analyses_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_rels_path_idx\` ON \`editorial_analyses_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`editorial_analyses_rels_topics_id_idx\` ON \`editorial_analyses_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v_version_key_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_editorial_analyses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_key_points_order_idx\` ON \`_editorial_analyses_v_version_key_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_key_points_parent_id_idx\` ON \`_editorial_analyses_v_version_key_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v_version_key_points_locales\` (
  	\`point\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_editorial_analyses_v_version_key_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_editorial_analyses_v_version_key_points_locales_locale_pare\` ON \`_editorial_analyses_v_version_key_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v_version_probable_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`stage\` text DEFAULT 'mains',
  	\`marks\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_editorial_analyses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_probable_questions_order_idx\` ON \`_editorial_analyses_v_version_probable_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_probable_questions_parent_id_idx\` ON \`_editorial_analyses_v_version_probable_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v_version_probable_questions_locales\` (
  	\`question\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_editorial_analyses_v_version_probable_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_editorial_analyses_v_version_probable_questions_locales_loc\` ON \`_editorial_analyses_v_version_probable_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_editorial_title\` text,
  	\`version_newspaper\` text DEFAULT 'The Tribune',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`editorial_analyses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_parent_idx\` ON \`_editorial_analyses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_version_slug_idx\` ON \`_editorial_analyses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_version_date_idx\` ON \`_editorial_analyses_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_version_updated_at_idx\` ON \`_editorial_analyses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_version_created_at_idx\` ON \`_editorial_analyses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_version_version__status_idx\` ON \`_editorial_analyses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_created_at_idx\` ON \`_editorial_analyses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_updated_at_idx\` ON \`_editorial_analyses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_snapshot_idx\` ON \`_editorial_analyses_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_published_locale_idx\` ON \`_editorial_analyses_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_latest_idx\` ON \`_editorial_analyses_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_syllabus_relevance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_editorial_analyses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_editorial_analyses_v_locales_locale_parent_id_unique\` ON \`_editorial_analyses_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_editorial_analyses_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_editorial_analyses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_rels_order_idx\` ON \`_editorial_analyses_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_rels_parent_idx\` ON \`_editorial_analyses_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_rels_path_idx\` ON \`_editorial_analyses_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_editorial_analyses_v_rels_topics_id_idx\` ON \`_editorial_analyses_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`monthly_consolidations_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_contents_order_idx\` ON \`monthly_consolidations_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_contents_parent_id_idx\` ON \`monthly_consolidations_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`monthly_consolidations_contents_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`monthly_consolidations_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`monthly_consolidations_contents_locales_locale_parent_id_uni\` ON \`monthly_consolidations_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`monthly_consolidations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`month\` text,
  	\`availability\` text DEFAULT 'free',
  	\`pdf_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`monthly_consolidations_slug_idx\` ON \`monthly_consolidations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_month_idx\` ON \`monthly_consolidations\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_pdf_idx\` ON \`monthly_consolidations\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_updated_at_idx\` ON \`monthly_consolidations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_created_at_idx\` ON \`monthly_consolidations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations__status_idx\` ON \`monthly_consolidations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`monthly_consolidations_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`monthly_consolidations_locales_locale_parent_id_unique\` ON \`monthly_consolidations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`monthly_consolidations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_rels_order_idx\` ON \`monthly_consolidations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_rels_parent_idx\` ON \`monthly_consolidations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_rels_path_idx\` ON \`monthly_consolidations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`monthly_consolidations_rels_products_id_idx\` ON \`monthly_consolidations_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_monthly_consolidations_v_version_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_monthly_consolidations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_contents_order_idx\` ON \`_monthly_consolidations_v_version_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_contents_parent_id_idx\` ON \`_monthly_consolidations_v_version_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_monthly_consolidations_v_version_contents_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_monthly_consolidations_v_version_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_monthly_consolidations_v_version_contents_locales_locale_pa\` ON \`_monthly_consolidations_v_version_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_monthly_consolidations_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_month\` text,
  	\`version_availability\` text DEFAULT 'free',
  	\`version_pdf_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`monthly_consolidations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_parent_idx\` ON \`_monthly_consolidations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_version_slug_idx\` ON \`_monthly_consolidations_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_version_month_idx\` ON \`_monthly_consolidations_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_version_pdf_idx\` ON \`_monthly_consolidations_v\` (\`version_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_version_updated_at_idx\` ON \`_monthly_consolidations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_version_created_at_idx\` ON \`_monthly_consolidations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_version_version__status_idx\` ON \`_monthly_consolidations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_created_at_idx\` ON \`_monthly_consolidations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_updated_at_idx\` ON \`_monthly_consolidations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_snapshot_idx\` ON \`_monthly_consolidations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_published_locale_idx\` ON \`_monthly_consolidations_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_latest_idx\` ON \`_monthly_consolidations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_monthly_consolidations_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_monthly_consolidations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_monthly_consolidations_v_locales_locale_parent_id_unique\` ON \`_monthly_consolidations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_monthly_consolidations_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_monthly_consolidations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_rels_order_idx\` ON \`_monthly_consolidations_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_rels_parent_idx\` ON \`_monthly_consolidations_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_rels_path_idx\` ON \`_monthly_consolidations_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_monthly_consolidations_v_rels_products_id_idx\` ON \`_monthly_consolidations_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`mobile\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_contact_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_contact_notes_order_idx\` ON \`site_settings_contact_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_contact_notes_parent_id_idx\` ON \`site_settings_contact_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_stages_papers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`questions\` numeric,
  	\`marks_per_question\` numeric,
  	\`total_marks\` numeric,
  	\`duration_minutes\` numeric,
  	\`qualifying_percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`syllabus_stages_papers_order_idx\` ON \`syllabus_stages_papers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_stages_papers_parent_id_idx\` ON \`syllabus_stages_papers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_stages_papers_locales\` (
  	\`title\` text,
  	\`negative_marking\` text,
  	\`syllabus\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus_stages_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`syllabus_stages_papers_locales_locale_parent_id_unique\` ON \`syllabus_stages_papers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`syllabus_stages_order_idx\` ON \`syllabus_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_stages_parent_id_idx\` ON \`syllabus_stages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_stages_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`syllabus_stages_locales_locale_parent_id_unique\` ON \`syllabus_stages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`syllabus_notes_order_idx\` ON \`syllabus_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_notes_parent_id_idx\` ON \`syllabus_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_notes_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`syllabus_notes_locales_locale_parent_id_unique\` ON \`syllabus_notes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`syllabus__status_idx\` ON \`syllabus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`syllabus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`syllabus_locales_locale_parent_id_unique\` ON \`syllabus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`syllabus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`syllabus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`syllabus_rels_order_idx\` ON \`syllabus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_rels_parent_idx\` ON \`syllabus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_rels_path_idx\` ON \`syllabus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`syllabus_rels_topics_id_idx\` ON \`syllabus_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_version_stages_papers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`questions\` numeric,
  	\`marks_per_question\` numeric,
  	\`total_marks\` numeric,
  	\`duration_minutes\` numeric,
  	\`qualifying_percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v_version_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_stages_papers_order_idx\` ON \`_syllabus_v_version_stages_papers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_stages_papers_parent_id_idx\` ON \`_syllabus_v_version_stages_papers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_version_stages_papers_locales\` (
  	\`title\` text,
  	\`negative_marking\` text,
  	\`syllabus\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v_version_stages_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_syllabus_v_version_stages_papers_locales_locale_parent_id_u\` ON \`_syllabus_v_version_stages_papers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_version_stages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_stages_order_idx\` ON \`_syllabus_v_version_stages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_stages_parent_id_idx\` ON \`_syllabus_v_version_stages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_version_stages_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v_version_stages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_syllabus_v_version_stages_locales_locale_parent_id_unique\` ON \`_syllabus_v_version_stages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_version_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_notes_order_idx\` ON \`_syllabus_v_version_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_notes_parent_id_idx\` ON \`_syllabus_v_version_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_version_notes_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v_version_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_syllabus_v_version_notes_locales_locale_parent_id_unique\` ON \`_syllabus_v_version_notes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_v_version_version__status_idx\` ON \`_syllabus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_created_at_idx\` ON \`_syllabus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_updated_at_idx\` ON \`_syllabus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_snapshot_idx\` ON \`_syllabus_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_published_locale_idx\` ON \`_syllabus_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_latest_idx\` ON \`_syllabus_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_syllabus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_syllabus_v_locales_locale_parent_id_unique\` ON \`_syllabus_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_syllabus_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_syllabus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_syllabus_v_rels_order_idx\` ON \`_syllabus_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_rels_parent_idx\` ON \`_syllabus_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_rels_path_idx\` ON \`_syllabus_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_syllabus_v_rels_topics_id_idx\` ON \`_syllabus_v_rels\` (\`topics_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`availability\` text DEFAULT 'free';`)
  await db.run(sql`ALTER TABLE \`topics\` ADD \`availability\` text DEFAULT 'free';`)
  await db.run(sql`ALTER TABLE \`_topics_v\` ADD \`version_availability\` text DEFAULT 'free';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enrolments_id\` integer REFERENCES enrolments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`editorial_analyses_id\` integer REFERENCES editorial_analyses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`monthly_consolidations_id\` integer REFERENCES monthly_consolidations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editorial_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`editorial_analyses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monthly_consolidations_id_idx\` ON \`payload_locked_documents_rels\` (\`monthly_consolidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_intro\` text DEFAULT 'Questions about a course, the test series, admissions or your account? Write, call or message us on WhatsApp, or use the form: a member of our team answers every message within one working day.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_office_hours\` text DEFAULT 'Monday to Saturday, 9:30 am to 6:30 pm' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_office_hours_note\` text DEFAULT 'Closed on Sundays and gazetted holidays.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enrolments\`;`)
  await db.run(sql`DROP TABLE \`media_rels\`;`)
  await db.run(sql`DROP TABLE \`topics_pdfs\`;`)
  await db.run(sql`DROP TABLE \`topics_pdfs_locales\`;`)
  await db.run(sql`DROP TABLE \`topics_rels\`;`)
  await db.run(sql`DROP TABLE \`_topics_v_version_pdfs\`;`)
  await db.run(sql`DROP TABLE \`_topics_v_version_pdfs_locales\`;`)
  await db.run(sql`DROP TABLE \`_topics_v_rels\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses_key_points\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses_key_points_locales\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses_probable_questions\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses_probable_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses_locales\`;`)
  await db.run(sql`DROP TABLE \`editorial_analyses_rels\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v_version_key_points\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v_version_key_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v_version_probable_questions\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v_version_probable_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_editorial_analyses_v_rels\`;`)
  await db.run(sql`DROP TABLE \`monthly_consolidations_contents\`;`)
  await db.run(sql`DROP TABLE \`monthly_consolidations_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`monthly_consolidations\`;`)
  await db.run(sql`DROP TABLE \`monthly_consolidations_locales\`;`)
  await db.run(sql`DROP TABLE \`monthly_consolidations_rels\`;`)
  await db.run(sql`DROP TABLE \`_monthly_consolidations_v_version_contents\`;`)
  await db.run(sql`DROP TABLE \`_monthly_consolidations_v_version_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`_monthly_consolidations_v\`;`)
  await db.run(sql`DROP TABLE \`_monthly_consolidations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_monthly_consolidations_v_rels\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`site_settings_contact_notes\`;`)
  await db.run(sql`DROP TABLE \`syllabus_stages_papers\`;`)
  await db.run(sql`DROP TABLE \`syllabus_stages_papers_locales\`;`)
  await db.run(sql`DROP TABLE \`syllabus_stages\`;`)
  await db.run(sql`DROP TABLE \`syllabus_stages_locales\`;`)
  await db.run(sql`DROP TABLE \`syllabus_notes\`;`)
  await db.run(sql`DROP TABLE \`syllabus_notes_locales\`;`)
  await db.run(sql`DROP TABLE \`syllabus\`;`)
  await db.run(sql`DROP TABLE \`syllabus_locales\`;`)
  await db.run(sql`DROP TABLE \`syllabus_rels\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_version_stages_papers\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_version_stages_papers_locales\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_version_stages\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_version_stages_locales\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_version_notes\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_version_notes_locales\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_syllabus_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "current_affairs_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "topics_id", "questions_id", "tests_id", "test_series_id", "current_affairs_id", "pyq_papers_id", "products_id", "success_stories_id", "faqs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`availability\`;`)
  await db.run(sql`ALTER TABLE \`topics\` DROP COLUMN \`availability\`;`)
  await db.run(sql`ALTER TABLE \`_topics_v\` DROP COLUMN \`version_availability\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`contact_intro\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`contact_office_hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`contact_office_hours_note\`;`)
}
