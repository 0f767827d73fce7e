import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tests" ADD COLUMN "paired_csat_id" integer;
  ALTER TABLE "tests" ADD COLUMN "mains_vacancies" numeric;
  ALTER TABLE "tests" ADD COLUMN "previous_appeared" numeric;
  ALTER TABLE "_tests_v" ADD COLUMN "version_paired_csat_id" integer;
  ALTER TABLE "_tests_v" ADD COLUMN "version_mains_vacancies" numeric;
  ALTER TABLE "_tests_v" ADD COLUMN "version_previous_appeared" numeric;
  ALTER TABLE "tests" ADD CONSTRAINT "tests_paired_csat_id_tests_id_fk" FOREIGN KEY ("paired_csat_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tests_v" ADD CONSTRAINT "_tests_v_version_paired_csat_id_tests_id_fk" FOREIGN KEY ("version_paired_csat_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tests_paired_csat_idx" ON "tests" USING btree ("paired_csat_id");
  CREATE INDEX "_tests_v_version_version_paired_csat_idx" ON "_tests_v" USING btree ("version_paired_csat_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tests" DROP CONSTRAINT "tests_paired_csat_id_tests_id_fk";
  
  ALTER TABLE "_tests_v" DROP CONSTRAINT "_tests_v_version_paired_csat_id_tests_id_fk";
  
  DROP INDEX "tests_paired_csat_idx";
  DROP INDEX "_tests_v_version_version_paired_csat_idx";
  ALTER TABLE "tests" DROP COLUMN "paired_csat_id";
  ALTER TABLE "tests" DROP COLUMN "mains_vacancies";
  ALTER TABLE "tests" DROP COLUMN "previous_appeared";
  ALTER TABLE "_tests_v" DROP COLUMN "version_paired_csat_id";
  ALTER TABLE "_tests_v" DROP COLUMN "version_mains_vacancies";
  ALTER TABLE "_tests_v" DROP COLUMN "version_previous_appeared";`)
}
