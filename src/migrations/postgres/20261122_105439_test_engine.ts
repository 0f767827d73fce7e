import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tests_preset" AS ENUM('ppsc-gs', 'ppsc-csat', 'custom');
  CREATE TYPE "public"."enum__tests_v_version_preset" AS ENUM('ppsc-gs', 'ppsc-csat', 'custom');
  CREATE TYPE "public"."enum_attempts_status" AS ENUM('in-progress', 'submitted', 'auto-submitted');
  CREATE TYPE "public"."enum_attempts_language" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_attempt_answers_option" AS ENUM('A', 'B', 'C', 'D');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'rescore-question' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'rescore-question' BEFORE 'schedulePublish';
  CREATE TABLE "attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"test_id" integer NOT NULL,
  	"attempt_number" numeric NOT NULL,
  	"status" "enum_attempts_status" DEFAULT 'in-progress' NOT NULL,
  	"language" "enum_attempts_language" DEFAULT 'en' NOT NULL,
  	"is_first_attempt" boolean DEFAULT false,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"deadline" timestamp(3) with time zone NOT NULL,
  	"extra_minutes" numeric DEFAULT 0,
  	"submitted_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"last_saved_at" timestamp(3) with time zone,
  	"current_question" varchar,
  	"paper" jsonb NOT NULL,
  	"score" numeric,
  	"max_score" numeric,
  	"result" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attempt_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"attempt_id" integer NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"option" "enum_attempt_answers_option",
  	"marked" boolean DEFAULT false,
  	"visited" boolean DEFAULT false,
  	"time_spent" numeric DEFAULT 0,
  	"seq" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "question_bookmarks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"topic_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "compensatory_minutes_per_hour" numeric DEFAULT 0;
  ALTER TABLE "tests_sections" ADD COLUMN "marks_per_correct" numeric;
  ALTER TABLE "tests_sections" ADD COLUMN "negative_marks" numeric;
  ALTER TABLE "tests" ADD COLUMN "preset" "enum_tests_preset" DEFAULT 'custom';
  ALTER TABLE "_tests_v_version_sections" ADD COLUMN "marks_per_correct" numeric;
  ALTER TABLE "_tests_v_version_sections" ADD COLUMN "negative_marks" numeric;
  ALTER TABLE "_tests_v" ADD COLUMN "version_preset" "enum__tests_v_version_preset" DEFAULT 'custom';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attempt_answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "question_bookmarks_id" integer;
  ALTER TABLE "attempts" ADD CONSTRAINT "attempts_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "question_bookmarks" ADD CONSTRAINT "question_bookmarks_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "attempts_candidate_idx" ON "attempts" USING btree ("candidate_id");
  CREATE INDEX "attempts_test_idx" ON "attempts" USING btree ("test_id");
  CREATE INDEX "attempts_status_idx" ON "attempts" USING btree ("status");
  CREATE INDEX "attempts_is_first_attempt_idx" ON "attempts" USING btree ("is_first_attempt");
  CREATE INDEX "attempts_deadline_idx" ON "attempts" USING btree ("deadline");
  CREATE INDEX "attempts_score_idx" ON "attempts" USING btree ("score");
  CREATE INDEX "attempts_updated_at_idx" ON "attempts" USING btree ("updated_at");
  CREATE INDEX "attempts_created_at_idx" ON "attempts" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_test_attemptNumber_idx" ON "attempts" USING btree ("candidate_id","test_id","attempt_number");
  CREATE INDEX "attempt_answers_attempt_idx" ON "attempt_answers" USING btree ("attempt_id");
  CREATE INDEX "attempt_answers_candidate_idx" ON "attempt_answers" USING btree ("candidate_id");
  CREATE INDEX "attempt_answers_question_idx" ON "attempt_answers" USING btree ("question_id");
  CREATE INDEX "attempt_answers_updated_at_idx" ON "attempt_answers" USING btree ("updated_at");
  CREATE INDEX "attempt_answers_created_at_idx" ON "attempt_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "attempt_question_idx" ON "attempt_answers" USING btree ("attempt_id","question_id");
  CREATE INDEX "question_bookmarks_candidate_idx" ON "question_bookmarks" USING btree ("candidate_id");
  CREATE INDEX "question_bookmarks_question_idx" ON "question_bookmarks" USING btree ("question_id");
  CREATE INDEX "question_bookmarks_topic_idx" ON "question_bookmarks" USING btree ("topic_id");
  CREATE INDEX "question_bookmarks_updated_at_idx" ON "question_bookmarks" USING btree ("updated_at");
  CREATE INDEX "question_bookmarks_created_at_idx" ON "question_bookmarks" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_question_idx" ON "question_bookmarks" USING btree ("candidate_id","question_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attempts_fk" FOREIGN KEY ("attempts_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attempt_answers_fk" FOREIGN KEY ("attempt_answers_id") REFERENCES "public"."attempt_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_question_bookmarks_fk" FOREIGN KEY ("question_bookmarks_id") REFERENCES "public"."question_bookmarks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("attempts_id");
  CREATE INDEX "payload_locked_documents_rels_attempt_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("attempt_answers_id");
  CREATE INDEX "payload_locked_documents_rels_question_bookmarks_id_idx" ON "payload_locked_documents_rels" USING btree ("question_bookmarks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attempt_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_bookmarks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "attempts" CASCADE;
  DROP TABLE "attempt_answers" CASCADE;
  DROP TABLE "question_bookmarks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attempt_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_question_bookmarks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_attempt_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_question_bookmarks_id_idx";
  ALTER TABLE "users" DROP COLUMN "compensatory_minutes_per_hour";
  ALTER TABLE "tests_sections" DROP COLUMN "marks_per_correct";
  ALTER TABLE "tests_sections" DROP COLUMN "negative_marks";
  ALTER TABLE "tests" DROP COLUMN "preset";
  ALTER TABLE "_tests_v_version_sections" DROP COLUMN "marks_per_correct";
  ALTER TABLE "_tests_v_version_sections" DROP COLUMN "negative_marks";
  ALTER TABLE "_tests_v" DROP COLUMN "version_preset";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attempt_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "question_bookmarks_id";
  DROP TYPE "public"."enum_tests_preset";
  DROP TYPE "public"."enum__tests_v_version_preset";
  DROP TYPE "public"."enum_attempts_status";
  DROP TYPE "public"."enum_attempts_language";
  DROP TYPE "public"."enum_attempt_answers_option";`)
}
