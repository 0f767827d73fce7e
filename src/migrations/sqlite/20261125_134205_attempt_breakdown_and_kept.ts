import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`attempts\` ADD \`is_kept_from_check\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`attempts\` ADD \`breakdown\` text;`)
  // Results scored before ADR 014 held the per-question breakdown in "result": move it where access can hide it.
  await db.run(
    sql`UPDATE \`attempts\` SET \`breakdown\` = json_object('sections', json_extract(\`result\`, '$.sections'), 'topics', json_extract(\`result\`, '$.topics'), 'questions', json_extract(\`result\`, '$.questions')), \`result\` = json_remove(\`result\`, '$.sections', '$.topics', '$.questions') WHERE \`result\` IS NOT NULL AND json_extract(\`result\`, '$.questions') IS NOT NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`attempts\` SET \`result\` = json_patch(\`result\`, \`breakdown\`) WHERE \`result\` IS NOT NULL AND \`breakdown\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`attempts\` DROP COLUMN \`is_kept_from_check\`;`)
  await db.run(sql`ALTER TABLE \`attempts\` DROP COLUMN \`breakdown\`;`)
}
