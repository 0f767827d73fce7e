import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pyq_papers" ADD COLUMN "cutoff_is_estimate" boolean DEFAULT false;
  ALTER TABLE "_pyq_papers_v" ADD COLUMN "version_cutoff_is_estimate" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pyq_papers" DROP COLUMN "cutoff_is_estimate";
  ALTER TABLE "_pyq_papers_v" DROP COLUMN "version_cutoff_is_estimate";`)
}
