import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_reports_status" AS ENUM('open', 'corrected', 'no-change');
  CREATE TABLE "translation_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_translation_reports_status" DEFAULT 'open' NOT NULL,
  	"staff_note" varchar,
  	"question_id" integer NOT NULL,
  	"test_id" integer,
  	"candidate_id" integer NOT NULL,
  	"message" varchar NOT NULL,
  	"english" varchar,
  	"punjabi" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_reports_id" integer;
  ALTER TABLE "translation_reports" ADD CONSTRAINT "translation_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "translation_reports" ADD CONSTRAINT "translation_reports_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "translation_reports" ADD CONSTRAINT "translation_reports_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "translation_reports_status_idx" ON "translation_reports" USING btree ("status");
  CREATE INDEX "translation_reports_question_idx" ON "translation_reports" USING btree ("question_id");
  CREATE INDEX "translation_reports_test_idx" ON "translation_reports" USING btree ("test_id");
  CREATE INDEX "translation_reports_candidate_idx" ON "translation_reports" USING btree ("candidate_id");
  CREATE INDEX "translation_reports_updated_at_idx" ON "translation_reports" USING btree ("updated_at");
  CREATE INDEX "translation_reports_created_at_idx" ON "translation_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_reports_fk" FOREIGN KEY ("translation_reports_id") REFERENCES "public"."translation_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_reports_id";
  DROP TYPE "public"."enum_translation_reports_status";`)
}
