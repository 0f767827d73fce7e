import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_items_submenu_children_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_submenu_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_submenu_children_locales_locale_parent_id_u\` ON \`navigation_items_submenu_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_submenu_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_submenu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_submenu_locales_locale_parent_id_unique\` ON \`navigation_items_submenu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  // site_settings_locales exists already (the academy's address, the migration before this one).
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`tagline\` text DEFAULT 'Your Partner in Exam Success.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`banner_title\` text DEFAULT 'Admissions Open!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`banner_text\` text DEFAULT 'Enroll now! for premium courses in your region' NOT NULL;`)
  // Staff's existing menu and banner become the English text of the now-localized fields.
  await db.run(sql`INSERT INTO \`navigation_items_submenu_children_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`name\`, 'en', \`id\` FROM \`navigation_items_submenu_children\`;`)
  await db.run(sql`INSERT INTO \`navigation_items_submenu_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`name\`, 'en', \`id\` FROM \`navigation_items_submenu\`;`)
  await db.run(sql`INSERT INTO \`navigation_items_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`name\`, 'en', \`id\` FROM \`navigation_items\`;`)
  await db.run(sql`INSERT INTO \`site_settings_locales\` (\`tagline\`, \`banner_title\`, \`banner_text\`, \`_locale\`, \`_parent_id\`) SELECT \`tagline\`, \`banner_title\`, \`banner_text\`, 'en', \`id\` FROM \`site_settings\` WHERE true ON CONFLICT (\`_locale\`, \`_parent_id\`) DO UPDATE SET \`tagline\` = excluded.\`tagline\`, \`banner_title\` = excluded.\`banner_title\`, \`banner_text\` = excluded.\`banner_text\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu_children\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`banner_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`banner_text\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_items_submenu_children_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_submenu_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`banner_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`banner_text\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu_children\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_items_submenu\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`navigation_items\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tagline\` text DEFAULT 'Your Partner in Exam Success.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`banner_title\` text DEFAULT 'Admissions Open!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`banner_text\` text DEFAULT 'Enroll now! for premium courses in your region' NOT NULL;`)
}
