import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_answer_submissions_format" AS ENUM('typed', 'handwritten');
  CREATE TYPE "public"."enum_answer_submissions_locale" AS ENUM('en', 'pa');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notify-evaluated-answer' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notify-evaluated-answer' BEFORE 'schedulePublish';
  CREATE TABLE "daily_questions_rubric" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"out_of" numeric
  );
  
  CREATE TABLE "daily_questions_rubric_locales" (
  	"criterion" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_daily_questions_v_version_rubric" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"out_of" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_daily_questions_v_version_rubric_locales" (
  	"criterion" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "answer_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"answer_pages_id" integer
  );
  
  CREATE TABLE "answer_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"page" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "answer_submissions" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "answer_submissions" ALTER COLUMN "word_count" DROP NOT NULL;
  ALTER TABLE "daily_questions_locales" ADD COLUMN "model_answer" varchar;
  ALTER TABLE "_daily_questions_v_locales" ADD COLUMN "version_model_answer" varchar;
  ALTER TABLE "answer_submissions" ADD COLUMN "format" "enum_answer_submissions_format" DEFAULT 'typed';
  ALTER TABLE "answer_submissions" ADD COLUMN "pins" jsonb;
  ALTER TABLE "answer_submissions" ADD COLUMN "locale" "enum_answer_submissions_locale" DEFAULT 'en';
  ALTER TABLE "answer_submissions" ADD COLUMN "rubric" jsonb;
  ALTER TABLE "answer_submissions" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "answer_submissions" ADD COLUMN "assigned_at" timestamp(3) with time zone;
  ALTER TABLE "answer_submissions" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "answer_pages_id" integer;
  ALTER TABLE "daily_questions_rubric" ADD CONSTRAINT "daily_questions_rubric_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."daily_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_questions_rubric_locales" ADD CONSTRAINT "daily_questions_rubric_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."daily_questions_rubric"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_questions_v_version_rubric" ADD CONSTRAINT "_daily_questions_v_version_rubric_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_daily_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_questions_v_version_rubric_locales" ADD CONSTRAINT "_daily_questions_v_version_rubric_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_daily_questions_v_version_rubric"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "answer_submissions_rels" ADD CONSTRAINT "answer_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."answer_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "answer_submissions_rels" ADD CONSTRAINT "answer_submissions_rels_answer_pages_fk" FOREIGN KEY ("answer_pages_id") REFERENCES "public"."answer_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "answer_pages" ADD CONSTRAINT "answer_pages_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "daily_questions_rubric_order_idx" ON "daily_questions_rubric" USING btree ("_order");
  CREATE INDEX "daily_questions_rubric_parent_id_idx" ON "daily_questions_rubric" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "daily_questions_rubric_locales_locale_parent_id_unique" ON "daily_questions_rubric_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_daily_questions_v_version_rubric_order_idx" ON "_daily_questions_v_version_rubric" USING btree ("_order");
  CREATE INDEX "_daily_questions_v_version_rubric_parent_id_idx" ON "_daily_questions_v_version_rubric" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_daily_questions_v_version_rubric_locales_locale_parent_id_u" ON "_daily_questions_v_version_rubric_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "answer_submissions_rels_order_idx" ON "answer_submissions_rels" USING btree ("order");
  CREATE INDEX "answer_submissions_rels_parent_idx" ON "answer_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "answer_submissions_rels_path_idx" ON "answer_submissions_rels" USING btree ("path");
  CREATE INDEX "answer_submissions_rels_answer_pages_id_idx" ON "answer_submissions_rels" USING btree ("answer_pages_id");
  CREATE INDEX "answer_pages_candidate_idx" ON "answer_pages" USING btree ("candidate_id");
  CREATE INDEX "answer_pages_updated_at_idx" ON "answer_pages" USING btree ("updated_at");
  CREATE INDEX "answer_pages_created_at_idx" ON "answer_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "answer_pages_filename_idx" ON "answer_pages" USING btree ("filename");
  ALTER TABLE "answer_submissions" ADD CONSTRAINT "answer_submissions_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_answer_pages_fk" FOREIGN KEY ("answer_pages_id") REFERENCES "public"."answer_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "answer_submissions_assigned_to_idx" ON "answer_submissions" USING btree ("assigned_to_id");
  CREATE INDEX "payload_locked_documents_rels_answer_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("answer_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_questions_rubric" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_questions_rubric_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_questions_v_version_rubric" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_questions_v_version_rubric_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answer_submissions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answer_pages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_questions_rubric" CASCADE;
  DROP TABLE "daily_questions_rubric_locales" CASCADE;
  DROP TABLE "_daily_questions_v_version_rubric" CASCADE;
  DROP TABLE "_daily_questions_v_version_rubric_locales" CASCADE;
  DROP TABLE "answer_submissions_rels" CASCADE;
  DROP TABLE "answer_pages" CASCADE;
  ALTER TABLE "answer_submissions" DROP CONSTRAINT "answer_submissions_assigned_to_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_answer_pages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rescore-question', 'notify-objectors', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rescore-question', 'notify-objectors', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "answer_submissions_assigned_to_idx";
  DROP INDEX "payload_locked_documents_rels_answer_pages_id_idx";
  ALTER TABLE "answer_submissions" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "answer_submissions" ALTER COLUMN "word_count" SET NOT NULL;
  ALTER TABLE "daily_questions_locales" DROP COLUMN "model_answer";
  ALTER TABLE "_daily_questions_v_locales" DROP COLUMN "version_model_answer";
  ALTER TABLE "answer_submissions" DROP COLUMN "format";
  ALTER TABLE "answer_submissions" DROP COLUMN "pins";
  ALTER TABLE "answer_submissions" DROP COLUMN "locale";
  ALTER TABLE "answer_submissions" DROP COLUMN "rubric";
  ALTER TABLE "answer_submissions" DROP COLUMN "assigned_to_id";
  ALTER TABLE "answer_submissions" DROP COLUMN "assigned_at";
  ALTER TABLE "answer_submissions" DROP COLUMN "notified_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "answer_pages_id";
  DROP TYPE "public"."enum_answer_submissions_format";
  DROP TYPE "public"."enum_answer_submissions_locale";`)
}
