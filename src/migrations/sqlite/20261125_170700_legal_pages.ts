import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`terms_of_use_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms_of_use\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`terms_of_use_sections_order_idx\` ON \`terms_of_use_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`terms_of_use_sections_parent_id_idx\` ON \`terms_of_use_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms_of_use_sections_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms_of_use_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_of_use_sections_locales_locale_parent_id_unique\` ON \`terms_of_use_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms_of_use\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`last_updated\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`terms_of_use__status_idx\` ON \`terms_of_use\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`terms_of_use_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms_of_use\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_of_use_locales_locale_parent_id_unique\` ON \`terms_of_use_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_terms_of_use_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_of_use_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_version_sections_order_idx\` ON \`_terms_of_use_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_version_sections_parent_id_idx\` ON \`_terms_of_use_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_terms_of_use_v_version_sections_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_of_use_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_of_use_v_version_sections_locales_locale_parent_id_un\` ON \`_terms_of_use_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_terms_of_use_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_last_updated\` text,
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
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_version_version__status_idx\` ON \`_terms_of_use_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_created_at_idx\` ON \`_terms_of_use_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_updated_at_idx\` ON \`_terms_of_use_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_snapshot_idx\` ON \`_terms_of_use_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_published_locale_idx\` ON \`_terms_of_use_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_terms_of_use_v_latest_idx\` ON \`_terms_of_use_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_terms_of_use_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_of_use_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_of_use_v_locales_locale_parent_id_unique\` ON \`_terms_of_use_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_order_idx\` ON \`privacy_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_parent_id_idx\` ON \`privacy_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy_sections_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_policy_sections_locales_locale_parent_id_unique\` ON \`privacy_policy_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`last_updated\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_policy__status_idx\` ON \`privacy_policy\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_policy_locales_locale_parent_id_unique\` ON \`privacy_policy_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_policy_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_policy_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_version_sections_order_idx\` ON \`_privacy_policy_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_version_sections_parent_id_idx\` ON \`_privacy_policy_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_policy_v_version_sections_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_policy_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_privacy_policy_v_version_sections_locales_locale_parent_id_\` ON \`_privacy_policy_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_policy_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_last_updated\` text,
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
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_version_version__status_idx\` ON \`_privacy_policy_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_created_at_idx\` ON \`_privacy_policy_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_updated_at_idx\` ON \`_privacy_policy_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_snapshot_idx\` ON \`_privacy_policy_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_published_locale_idx\` ON \`_privacy_policy_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_latest_idx\` ON \`_privacy_policy_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_policy_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_policy_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_privacy_policy_v_locales_locale_parent_id_unique\` ON \`_privacy_policy_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`terms_of_use_sections\`;`)
  await db.run(sql`DROP TABLE \`terms_of_use_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`terms_of_use\`;`)
  await db.run(sql`DROP TABLE \`terms_of_use_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_of_use_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_terms_of_use_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_of_use_v\`;`)
  await db.run(sql`DROP TABLE \`_terms_of_use_v_locales\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_locales\`;`)
  await db.run(sql`DROP TABLE \`_privacy_policy_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_privacy_policy_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_privacy_policy_v\`;`)
  await db.run(sql`DROP TABLE \`_privacy_policy_v_locales\`;`)
}
