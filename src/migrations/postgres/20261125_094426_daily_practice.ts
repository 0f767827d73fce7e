import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_daily_questions_kind" AS ENUM('mcq', 'mains');
  CREATE TYPE "public"."enum_daily_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__daily_questions_v_version_kind" AS ENUM('mcq', 'mains');
  CREATE TYPE "public"."enum__daily_questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__daily_questions_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_daily_question_answers_option" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_answer_submissions_status" AS ENUM('submitted', 'evaluated');
  ALTER TYPE "public"."enum_tests_kind" ADD VALUE 'daily-quiz';
  ALTER TYPE "public"."enum__tests_v_version_kind" ADD VALUE 'daily-quiz';
  CREATE TABLE "daily_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"kind" "enum_daily_questions_kind" DEFAULT 'mcq',
  	"topic_id" integer,
  	"question_id" integer,
  	"paper" varchar,
  	"word_limit" numeric DEFAULT 150,
  	"marks" numeric DEFAULT 10,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_daily_questions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "daily_questions_locales" (
  	"title" varchar,
  	"prompt" varchar,
  	"guidance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_daily_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_kind" "enum__daily_questions_v_version_kind" DEFAULT 'mcq',
  	"version_topic_id" integer,
  	"version_question_id" integer,
  	"version_paper" varchar,
  	"version_word_limit" numeric DEFAULT 150,
  	"version_marks" numeric DEFAULT 10,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__daily_questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__daily_questions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_daily_questions_v_locales" (
  	"version_title" varchar,
  	"version_prompt" varchar,
  	"version_guidance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "daily_question_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"daily_question_id" integer NOT NULL,
  	"option" "enum_daily_question_answers_option" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "answer_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"candidate_id" integer NOT NULL,
  	"daily_question_id" integer NOT NULL,
  	"answer" varchar NOT NULL,
  	"word_count" numeric NOT NULL,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_answer_submissions_status" DEFAULT 'submitted' NOT NULL,
  	"marks_awarded" numeric,
  	"feedback" varchar,
  	"evaluated_by_id" integer,
  	"evaluated_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tests" ADD COLUMN "quiz_date" timestamp(3) with time zone;
  ALTER TABLE "tests" ADD COLUMN "is_timed" boolean DEFAULT true;
  ALTER TABLE "tests_rels" ADD COLUMN "current_affairs_id" integer;
  ALTER TABLE "_tests_v" ADD COLUMN "version_quiz_date" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_is_timed" boolean DEFAULT true;
  ALTER TABLE "_tests_v_rels" ADD COLUMN "current_affairs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_question_answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "answer_submissions_id" integer;
  ALTER TABLE "daily_questions" ADD CONSTRAINT "daily_questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "daily_questions" ADD CONSTRAINT "daily_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "daily_questions_locales" ADD CONSTRAINT "daily_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."daily_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_daily_questions_v" ADD CONSTRAINT "_daily_questions_v_parent_id_daily_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."daily_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_daily_questions_v" ADD CONSTRAINT "_daily_questions_v_version_topic_id_topics_id_fk" FOREIGN KEY ("version_topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_daily_questions_v" ADD CONSTRAINT "_daily_questions_v_version_question_id_questions_id_fk" FOREIGN KEY ("version_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_daily_questions_v_locales" ADD CONSTRAINT "_daily_questions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_daily_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_question_answers" ADD CONSTRAINT "daily_question_answers_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "daily_question_answers" ADD CONSTRAINT "daily_question_answers_daily_question_id_daily_questions_id_fk" FOREIGN KEY ("daily_question_id") REFERENCES "public"."daily_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answer_submissions" ADD CONSTRAINT "answer_submissions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answer_submissions" ADD CONSTRAINT "answer_submissions_daily_question_id_daily_questions_id_fk" FOREIGN KEY ("daily_question_id") REFERENCES "public"."daily_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answer_submissions" ADD CONSTRAINT "answer_submissions_evaluated_by_id_users_id_fk" FOREIGN KEY ("evaluated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "daily_questions_date_idx" ON "daily_questions" USING btree ("date");
  CREATE INDEX "daily_questions_topic_idx" ON "daily_questions" USING btree ("topic_id");
  CREATE INDEX "daily_questions_question_idx" ON "daily_questions" USING btree ("question_id");
  CREATE INDEX "daily_questions_updated_at_idx" ON "daily_questions" USING btree ("updated_at");
  CREATE INDEX "daily_questions_created_at_idx" ON "daily_questions" USING btree ("created_at");
  CREATE INDEX "daily_questions__status_idx" ON "daily_questions" USING btree ("_status");
  CREATE UNIQUE INDEX "daily_questions_locales_locale_parent_id_unique" ON "daily_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_daily_questions_v_parent_idx" ON "_daily_questions_v" USING btree ("parent_id");
  CREATE INDEX "_daily_questions_v_version_version_date_idx" ON "_daily_questions_v" USING btree ("version_date");
  CREATE INDEX "_daily_questions_v_version_version_topic_idx" ON "_daily_questions_v" USING btree ("version_topic_id");
  CREATE INDEX "_daily_questions_v_version_version_question_idx" ON "_daily_questions_v" USING btree ("version_question_id");
  CREATE INDEX "_daily_questions_v_version_version_updated_at_idx" ON "_daily_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_daily_questions_v_version_version_created_at_idx" ON "_daily_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_daily_questions_v_version_version__status_idx" ON "_daily_questions_v" USING btree ("version__status");
  CREATE INDEX "_daily_questions_v_created_at_idx" ON "_daily_questions_v" USING btree ("created_at");
  CREATE INDEX "_daily_questions_v_updated_at_idx" ON "_daily_questions_v" USING btree ("updated_at");
  CREATE INDEX "_daily_questions_v_snapshot_idx" ON "_daily_questions_v" USING btree ("snapshot");
  CREATE INDEX "_daily_questions_v_published_locale_idx" ON "_daily_questions_v" USING btree ("published_locale");
  CREATE INDEX "_daily_questions_v_latest_idx" ON "_daily_questions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_daily_questions_v_locales_locale_parent_id_unique" ON "_daily_questions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "daily_question_answers_candidate_idx" ON "daily_question_answers" USING btree ("candidate_id");
  CREATE INDEX "daily_question_answers_daily_question_idx" ON "daily_question_answers" USING btree ("daily_question_id");
  CREATE INDEX "daily_question_answers_updated_at_idx" ON "daily_question_answers" USING btree ("updated_at");
  CREATE INDEX "daily_question_answers_created_at_idx" ON "daily_question_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_dailyQuestion_idx" ON "daily_question_answers" USING btree ("candidate_id","daily_question_id");
  CREATE INDEX "answer_submissions_candidate_idx" ON "answer_submissions" USING btree ("candidate_id");
  CREATE INDEX "answer_submissions_daily_question_idx" ON "answer_submissions" USING btree ("daily_question_id");
  CREATE INDEX "answer_submissions_status_idx" ON "answer_submissions" USING btree ("status");
  CREATE INDEX "answer_submissions_evaluated_by_idx" ON "answer_submissions" USING btree ("evaluated_by_id");
  CREATE INDEX "answer_submissions_updated_at_idx" ON "answer_submissions" USING btree ("updated_at");
  CREATE INDEX "answer_submissions_created_at_idx" ON "answer_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_dailyQuestion_1_idx" ON "answer_submissions" USING btree ("candidate_id","daily_question_id");
  ALTER TABLE "tests_rels" ADD CONSTRAINT "tests_rels_current_affairs_fk" FOREIGN KEY ("current_affairs_id") REFERENCES "public"."current_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_rels" ADD CONSTRAINT "_tests_v_rels_current_affairs_fk" FOREIGN KEY ("current_affairs_id") REFERENCES "public"."current_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_questions_fk" FOREIGN KEY ("daily_questions_id") REFERENCES "public"."daily_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_question_answers_fk" FOREIGN KEY ("daily_question_answers_id") REFERENCES "public"."daily_question_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_answer_submissions_fk" FOREIGN KEY ("answer_submissions_id") REFERENCES "public"."answer_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tests_quiz_date_idx" ON "tests" USING btree ("quiz_date");
  CREATE INDEX "tests_rels_current_affairs_id_idx" ON "tests_rels" USING btree ("current_affairs_id");
  CREATE INDEX "_tests_v_version_version_quiz_date_idx" ON "_tests_v" USING btree ("version_quiz_date");
  CREATE INDEX "_tests_v_rels_current_affairs_id_idx" ON "_tests_v_rels" USING btree ("current_affairs_id");
  CREATE INDEX "payload_locked_documents_rels_daily_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_questions_id");
  CREATE INDEX "payload_locked_documents_rels_daily_question_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_question_answers_id");
  CREATE INDEX "payload_locked_documents_rels_answer_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("answer_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_questions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_daily_questions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_question_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answer_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_questions" CASCADE;
  DROP TABLE "daily_questions_locales" CASCADE;
  DROP TABLE "_daily_questions_v" CASCADE;
  DROP TABLE "_daily_questions_v_locales" CASCADE;
  DROP TABLE "daily_question_answers" CASCADE;
  DROP TABLE "answer_submissions" CASCADE;
  ALTER TABLE "tests_rels" DROP CONSTRAINT "tests_rels_current_affairs_fk";
  
  ALTER TABLE "_tests_v_rels" DROP CONSTRAINT "_tests_v_rels_current_affairs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_question_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_answer_submissions_fk";
  
  ALTER TABLE "tests" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_tests_kind";
  CREATE TYPE "public"."enum_tests_kind" AS ENUM('gs-prelims', 'csat', 'sectional', 'topic', 'pyq');
  ALTER TABLE "tests" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_tests_kind" USING "kind"::"public"."enum_tests_kind";
  ALTER TABLE "_tests_v" ALTER COLUMN "version_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum__tests_v_version_kind";
  CREATE TYPE "public"."enum__tests_v_version_kind" AS ENUM('gs-prelims', 'csat', 'sectional', 'topic', 'pyq');
  ALTER TABLE "_tests_v" ALTER COLUMN "version_kind" SET DATA TYPE "public"."enum__tests_v_version_kind" USING "version_kind"::"public"."enum__tests_v_version_kind";
  DROP INDEX "tests_quiz_date_idx";
  DROP INDEX "tests_rels_current_affairs_id_idx";
  DROP INDEX "_tests_v_version_version_quiz_date_idx";
  DROP INDEX "_tests_v_rels_current_affairs_id_idx";
  DROP INDEX "payload_locked_documents_rels_daily_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_daily_question_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_answer_submissions_id_idx";
  ALTER TABLE "tests" DROP COLUMN "quiz_date";
  ALTER TABLE "tests" DROP COLUMN "is_timed";
  ALTER TABLE "tests_rels" DROP COLUMN "current_affairs_id";
  ALTER TABLE "_tests_v" DROP COLUMN "version_quiz_date";
  ALTER TABLE "_tests_v" DROP COLUMN "version_is_timed";
  ALTER TABLE "_tests_v_rels" DROP COLUMN "current_affairs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_question_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "answer_submissions_id";
  DROP TYPE "public"."enum_daily_questions_kind";
  DROP TYPE "public"."enum_daily_questions_status";
  DROP TYPE "public"."enum__daily_questions_v_version_kind";
  DROP TYPE "public"."enum__daily_questions_v_version_status";
  DROP TYPE "public"."enum__daily_questions_v_published_locale";
  DROP TYPE "public"."enum_daily_question_answers_option";
  DROP TYPE "public"."enum_answer_submissions_status";`)
}
