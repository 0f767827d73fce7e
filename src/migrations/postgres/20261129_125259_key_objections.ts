import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_key_reviews_status" AS ENUM('open', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_key_reviews_decision" AS ENUM('change-key', 'drop-question', 'reject');
  CREATE TYPE "public"."enum_key_reviews_new_key" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_key_objections_kind" AS ENUM('key', 'wording');
  CREATE TYPE "public"."enum_key_objections_proposed_option" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_key_objections_status" AS ENUM('open', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_key_objections_language" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_key_changes_kind" AS ENUM('key-changed', 'dropped', 'restored', 'objections-rejected');
  CREATE TYPE "public"."enum_key_changes_via" AS ENUM('objections', 'question-form');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notify-objectors' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notify-objectors' BEFORE 'schedulePublish';
  CREATE TABLE "key_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"test_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"objection_count" numeric DEFAULT 0,
  	"proposals" varchar,
  	"key_at_first_objection" varchar,
  	"status" "enum_key_reviews_status" DEFAULT 'open' NOT NULL,
  	"decision" "enum_key_reviews_decision",
  	"new_key" "enum_key_reviews_new_key",
  	"note" varchar,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "key_objections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_key_objections_kind" NOT NULL,
  	"proposed_option" "enum_key_objections_proposed_option",
  	"status" "enum_key_objections_status" DEFAULT 'open' NOT NULL,
  	"reason" varchar NOT NULL,
  	"source" varchar,
  	"review_id" integer NOT NULL,
  	"test_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"attempt_id" integer,
  	"language" "enum_key_objections_language" DEFAULT 'en',
  	"staff_note" varchar,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "key_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"kind" "enum_key_changes_kind" NOT NULL,
  	"previous_key" varchar,
  	"new_key" varchar,
  	"question_id" integer NOT NULL,
  	"review_id" integer,
  	"changed_by_id" integer,
  	"via" "enum_key_changes_via" NOT NULL,
  	"note" varchar,
  	"rescored" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "questions" ADD COLUMN "dropped" boolean DEFAULT false;
  ALTER TABLE "questions" ADD COLUMN "rescore_finished" boolean DEFAULT false;
  ALTER TABLE "tests" ADD COLUMN "window_objections_until" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_window_objections_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "key_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "key_objections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "key_changes_id" integer;
  ALTER TABLE "key_reviews" ADD CONSTRAINT "key_reviews_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_reviews" ADD CONSTRAINT "key_reviews_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_reviews" ADD CONSTRAINT "key_reviews_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_objections" ADD CONSTRAINT "key_objections_review_id_key_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."key_reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_objections" ADD CONSTRAINT "key_objections_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_objections" ADD CONSTRAINT "key_objections_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_objections" ADD CONSTRAINT "key_objections_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_objections" ADD CONSTRAINT "key_objections_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_changes" ADD CONSTRAINT "key_changes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_changes" ADD CONSTRAINT "key_changes_review_id_key_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."key_reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "key_changes" ADD CONSTRAINT "key_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "key_reviews_test_idx" ON "key_reviews" USING btree ("test_id");
  CREATE INDEX "key_reviews_question_idx" ON "key_reviews" USING btree ("question_id");
  CREATE INDEX "key_reviews_objection_count_idx" ON "key_reviews" USING btree ("objection_count");
  CREATE INDEX "key_reviews_status_idx" ON "key_reviews" USING btree ("status");
  CREATE INDEX "key_reviews_decided_by_idx" ON "key_reviews" USING btree ("decided_by_id");
  CREATE INDEX "key_reviews_updated_at_idx" ON "key_reviews" USING btree ("updated_at");
  CREATE INDEX "key_reviews_created_at_idx" ON "key_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "test_question_idx" ON "key_reviews" USING btree ("test_id","question_id");
  CREATE INDEX "key_objections_status_idx" ON "key_objections" USING btree ("status");
  CREATE INDEX "key_objections_review_idx" ON "key_objections" USING btree ("review_id");
  CREATE INDEX "key_objections_test_idx" ON "key_objections" USING btree ("test_id");
  CREATE INDEX "key_objections_question_idx" ON "key_objections" USING btree ("question_id");
  CREATE INDEX "key_objections_candidate_idx" ON "key_objections" USING btree ("candidate_id");
  CREATE INDEX "key_objections_attempt_idx" ON "key_objections" USING btree ("attempt_id");
  CREATE INDEX "key_objections_updated_at_idx" ON "key_objections" USING btree ("updated_at");
  CREATE INDEX "key_objections_created_at_idx" ON "key_objections" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_test_question_idx" ON "key_objections" USING btree ("candidate_id","test_id","question_id");
  CREATE INDEX "key_changes_kind_idx" ON "key_changes" USING btree ("kind");
  CREATE INDEX "key_changes_question_idx" ON "key_changes" USING btree ("question_id");
  CREATE INDEX "key_changes_review_idx" ON "key_changes" USING btree ("review_id");
  CREATE INDEX "key_changes_changed_by_idx" ON "key_changes" USING btree ("changed_by_id");
  CREATE INDEX "key_changes_updated_at_idx" ON "key_changes" USING btree ("updated_at");
  CREATE INDEX "key_changes_created_at_idx" ON "key_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_key_reviews_fk" FOREIGN KEY ("key_reviews_id") REFERENCES "public"."key_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_key_objections_fk" FOREIGN KEY ("key_objections_id") REFERENCES "public"."key_objections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_key_changes_fk" FOREIGN KEY ("key_changes_id") REFERENCES "public"."key_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_key_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("key_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_key_objections_id_idx" ON "payload_locked_documents_rels" USING btree ("key_objections_id");
  CREATE INDEX "payload_locked_documents_rels_key_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("key_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "key_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "key_objections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "key_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "key_reviews" CASCADE;
  DROP TABLE "key_objections" CASCADE;
  DROP TABLE "key_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_key_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_key_objections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_key_changes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rescore-question', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rescore-question', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_key_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_key_objections_id_idx";
  DROP INDEX "payload_locked_documents_rels_key_changes_id_idx";
  ALTER TABLE "questions" DROP COLUMN "dropped";
  ALTER TABLE "questions" DROP COLUMN "rescore_finished";
  ALTER TABLE "tests" DROP COLUMN "window_objections_until";
  ALTER TABLE "_tests_v" DROP COLUMN "version_window_objections_until";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "key_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "key_objections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "key_changes_id";
  DROP TYPE "public"."enum_key_reviews_status";
  DROP TYPE "public"."enum_key_reviews_decision";
  DROP TYPE "public"."enum_key_reviews_new_key";
  DROP TYPE "public"."enum_key_objections_kind";
  DROP TYPE "public"."enum_key_objections_proposed_option";
  DROP TYPE "public"."enum_key_objections_status";
  DROP TYPE "public"."enum_key_objections_language";
  DROP TYPE "public"."enum_key_changes_kind";
  DROP TYPE "public"."enum_key_changes_via";`)
}
