import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tests" ADD COLUMN "question_count" numeric;
  ALTER TABLE "tests_rels" ADD COLUMN "topics_id" integer;
  ALTER TABLE "_tests_v" ADD COLUMN "version_question_count" numeric;
  ALTER TABLE "_tests_v_rels" ADD COLUMN "topics_id" integer;
  ALTER TABLE "tests_rels" ADD CONSTRAINT "tests_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_rels" ADD CONSTRAINT "_tests_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tests_rels_topics_id_idx" ON "tests_rels" USING btree ("topics_id");
  CREATE INDEX "_tests_v_rels_topics_id_idx" ON "_tests_v_rels" USING btree ("topics_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tests_rels" DROP CONSTRAINT "tests_rels_topics_fk";
  
  ALTER TABLE "_tests_v_rels" DROP CONSTRAINT "_tests_v_rels_topics_fk";
  
  DROP INDEX "tests_rels_topics_id_idx";
  DROP INDEX "_tests_v_rels_topics_id_idx";
  ALTER TABLE "tests" DROP COLUMN "question_count";
  ALTER TABLE "tests_rels" DROP COLUMN "topics_id";
  ALTER TABLE "_tests_v" DROP COLUMN "version_question_count";
  ALTER TABLE "_tests_v_rels" DROP COLUMN "topics_id";`)
}
