import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`topics\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_topics_v\` ADD \`version_label\` text;`)
  // Existing topics and their versions get the label a save would give them: "Geography · Prelims".
  await db.run(sql`UPDATE \`topics\` SET \`label\` = (SELECT \`title\` FROM \`topics_locales\` WHERE \`_parent_id\` = \`topics\`.\`id\` AND \`_locale\` = 'en') || ' · ' || CASE \`stage\` WHEN 'prelims' THEN 'Prelims' ELSE 'Mains' END;`)
  await db.run(sql`UPDATE \`_topics_v\` SET \`version_label\` = (SELECT \`version_title\` FROM \`_topics_v_locales\` WHERE \`_parent_id\` = \`_topics_v\`.\`id\` AND \`_locale\` = 'en') || ' · ' || CASE \`version_stage\` WHEN 'prelims' THEN 'Prelims' ELSE 'Mains' END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`topics\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_topics_v\` DROP COLUMN \`version_label\`;`)
}
