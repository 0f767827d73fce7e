import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_page_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_hero_highlights_order_idx\` ON \`home_page_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_highlights_parent_id_idx\` ON \`home_page_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_highlights_locales\` (
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_highlights_locales_locale_parent_id_unique\` ON \`home_page_hero_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_offers_order_idx\` ON \`home_page_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offers_parent_id_idx\` ON \`home_page_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_offers_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_offers_locales_locale_parent_id_unique\` ON \`home_page_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_primary_action_link\` text NOT NULL,
  	\`hero_secondary_action_link\` text NOT NULL,
  	\`daily_quiz_action_link\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`hero_eyebrow\` text,
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text NOT NULL,
  	\`hero_primary_action_label\` text NOT NULL,
  	\`hero_secondary_action_label\` text NOT NULL,
  	\`daily_quiz_title\` text NOT NULL,
  	\`daily_quiz_text\` text NOT NULL,
  	\`daily_quiz_action_label\` text NOT NULL,
  	\`join_call_to_action_title\` text NOT NULL,
  	\`join_call_to_action_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_page_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_offers\`;`)
  await db.run(sql`DROP TABLE \`home_page_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
}
