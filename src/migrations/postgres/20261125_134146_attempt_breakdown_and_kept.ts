import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attempts" ADD COLUMN "is_kept_from_check" boolean DEFAULT false;
  ALTER TABLE "attempts" ADD COLUMN "breakdown" jsonb;`)
  // Results scored before ADR 014 held the per-question breakdown in "result": move it where access can hide it.
  await db.execute(sql`
   UPDATE "attempts" SET "breakdown" = jsonb_build_object('sections', "result"->'sections', 'topics', "result"->'topics', 'questions', "result"->'questions'), "result" = "result" - 'sections' - 'topics' - 'questions'
   WHERE "result" IS NOT NULL AND "result"->'questions' IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "attempts" SET "result" = "result" || "breakdown" WHERE "result" IS NOT NULL AND "breakdown" IS NOT NULL;`)
  await db.execute(sql`
   ALTER TABLE "attempts" DROP COLUMN "is_kept_from_check";
  ALTER TABLE "attempts" DROP COLUMN "breakdown";`)
}
