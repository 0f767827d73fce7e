import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pyq_papers\` ADD \`cutoff_is_estimate\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pyq_papers_v\` ADD \`version_cutoff_is_estimate\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pyq_papers\` DROP COLUMN \`cutoff_is_estimate\`;`)
  await db.run(sql`ALTER TABLE \`_pyq_papers_v\` DROP COLUMN \`version_cutoff_is_estimate\`;`)
}
