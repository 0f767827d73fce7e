import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_questions_v_version_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_options_order_idx\` ON \`_questions_v_version_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_options_parent_id_idx\` ON \`_questions_v_version_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_options_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v_version_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_questions_v_version_options_locales_locale_parent_id_unique\` ON \`_questions_v_version_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_correct_option\` text NOT NULL,
  	\`version_topic_id\` integer,
  	\`version_difficulty\` text DEFAULT 'medium',
  	\`version_source\` text,
  	\`version_dropped\` integer DEFAULT false,
  	\`version_rescore_finished\` integer DEFAULT false,
  	\`version_one_language\` integer DEFAULT false,
  	\`version_seed_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_parent_idx\` ON \`_questions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_image_idx\` ON \`_questions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_topic_idx\` ON \`_questions_v\` (\`version_topic_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_seed_key_idx\` ON \`_questions_v\` (\`version_seed_key\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_updated_at_idx\` ON \`_questions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_created_at_idx\` ON \`_questions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_created_at_idx\` ON \`_questions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_updated_at_idx\` ON \`_questions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_locales\` (
  	\`version_stem\` text NOT NULL,
  	\`version_explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_questions_v_locales_locale_parent_id_unique\` ON \`_questions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_questions_v_version_options\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_questions_v\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_locales\`;`)
}
