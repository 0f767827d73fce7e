import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`contact_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pyq_papers_locales\` ADD \`pattern\` text;`)
  await db.run(sql`ALTER TABLE \`_pyq_papers_v_locales\` ADD \`version_pattern\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`validity\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_validity\` text;`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` ADD \`name\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` ADD \`rank\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` ADD \`district\` text;`)
  // Keep what staff wrote: it becomes the English text (Punjabi falls back to it until translated).
  await db.run(sql`UPDATE \`pyq_papers_locales\` SET \`pattern\` = (SELECT \`pattern\` FROM \`pyq_papers\` WHERE \`id\` = \`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`UPDATE \`_pyq_papers_v_locales\` SET \`version_pattern\` = (SELECT \`version_pattern\` FROM \`_pyq_papers_v\` WHERE \`id\` = \`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`UPDATE \`products_locales\` SET \`validity\` = (SELECT \`validity\` FROM \`products\` WHERE \`id\` = \`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`UPDATE \`_products_v_locales\` SET \`version_validity\` = (SELECT \`version_validity\` FROM \`_products_v\` WHERE \`id\` = \`_parent_id\`) WHERE \`_locale\` = 'en';`)
  // A required localized field is required in every stored language: each keeps the name until translated.
  await db.run(
    sql`UPDATE \`success_stories_locales\` SET \`name\` = (SELECT \`name\` FROM \`success_stories\` s WHERE s.\`id\` = \`_parent_id\`), \`rank\` = (SELECT \`rank\` FROM \`success_stories\` s WHERE s.\`id\` = \`_parent_id\`), \`district\` = (SELECT \`district\` FROM \`success_stories\` s WHERE s.\`id\` = \`_parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`pyq_papers\` DROP COLUMN \`pattern\`;`)
  await db.run(sql`ALTER TABLE \`_pyq_papers_v\` DROP COLUMN \`version_pattern\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`validity\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_validity\`;`)
  await db.run(sql`ALTER TABLE \`success_stories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`success_stories\` DROP COLUMN \`rank\`;`)
  await db.run(sql`ALTER TABLE \`success_stories\` DROP COLUMN \`district\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`pyq_papers\` ADD \`pattern\` text;`)
  await db.run(sql`ALTER TABLE \`_pyq_papers_v\` ADD \`version_pattern\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`validity\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_validity\` text;`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`name\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`rank\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`district\` text;`)
  await db.run(sql`UPDATE \`pyq_papers\` SET \`pattern\` = (SELECT \`pattern\` FROM \`pyq_papers_locales\` l WHERE l.\`_parent_id\` = \`pyq_papers\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_pyq_papers_v\` SET \`version_pattern\` = (SELECT \`version_pattern\` FROM \`_pyq_papers_v_locales\` l WHERE l.\`_parent_id\` = \`_pyq_papers_v\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`products\` SET \`validity\` = (SELECT \`validity\` FROM \`products_locales\` l WHERE l.\`_parent_id\` = \`products\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_products_v\` SET \`version_validity\` = (SELECT \`version_validity\` FROM \`_products_v_locales\` l WHERE l.\`_parent_id\` = \`_products_v\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(
    sql`UPDATE \`success_stories\` SET (\`name\`, \`rank\`, \`district\`) = (SELECT \`name\`, \`rank\`, \`district\` FROM \`success_stories_locales\` l WHERE l.\`_parent_id\` = \`success_stories\`.\`id\` AND l.\`_locale\` = 'en');`,
  )
  await db.run(sql`ALTER TABLE \`pyq_papers_locales\` DROP COLUMN \`pattern\`;`)
  await db.run(sql`ALTER TABLE \`_pyq_papers_v_locales\` DROP COLUMN \`version_pattern\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`validity\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_validity\`;`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` DROP COLUMN \`rank\`;`)
  await db.run(sql`ALTER TABLE \`success_stories_locales\` DROP COLUMN \`district\`;`)
}
