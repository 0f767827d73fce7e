import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_drill_answers_option" AS ENUM('A', 'B', 'C', 'D');
  CREATE TABLE "drills" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"topic_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drills_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"questions_id" integer
  );
  
  CREATE TABLE "drill_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"drill_id" integer NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"option" "enum_drill_answers_option" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drills_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drill_answers_id" integer;
  ALTER TABLE "drills" ADD CONSTRAINT "drills_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drills" ADD CONSTRAINT "drills_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drills_rels" ADD CONSTRAINT "drills_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drills_rels" ADD CONSTRAINT "drills_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drill_answers" ADD CONSTRAINT "drill_answers_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drill_answers" ADD CONSTRAINT "drill_answers_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drill_answers" ADD CONSTRAINT "drill_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "drills_candidate_idx" ON "drills" USING btree ("candidate_id");
  CREATE INDEX "drills_topic_idx" ON "drills" USING btree ("topic_id");
  CREATE INDEX "drills_updated_at_idx" ON "drills" USING btree ("updated_at");
  CREATE INDEX "drills_created_at_idx" ON "drills" USING btree ("created_at");
  CREATE INDEX "drills_rels_order_idx" ON "drills_rels" USING btree ("order");
  CREATE INDEX "drills_rels_parent_idx" ON "drills_rels" USING btree ("parent_id");
  CREATE INDEX "drills_rels_path_idx" ON "drills_rels" USING btree ("path");
  CREATE INDEX "drills_rels_questions_id_idx" ON "drills_rels" USING btree ("questions_id");
  CREATE INDEX "drill_answers_drill_idx" ON "drill_answers" USING btree ("drill_id");
  CREATE INDEX "drill_answers_candidate_idx" ON "drill_answers" USING btree ("candidate_id");
  CREATE INDEX "drill_answers_question_idx" ON "drill_answers" USING btree ("question_id");
  CREATE INDEX "drill_answers_updated_at_idx" ON "drill_answers" USING btree ("updated_at");
  CREATE INDEX "drill_answers_created_at_idx" ON "drill_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "drill_question_idx" ON "drill_answers" USING btree ("drill_id","question_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drills_fk" FOREIGN KEY ("drills_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drill_answers_fk" FOREIGN KEY ("drill_answers_id") REFERENCES "public"."drill_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_drills_id_idx" ON "payload_locked_documents_rels" USING btree ("drills_id");
  CREATE INDEX "payload_locked_documents_rels_drill_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("drill_answers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "drills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drills_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drill_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "drills" CASCADE;
  DROP TABLE "drills_rels" CASCADE;
  DROP TABLE "drill_answers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drills_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drill_answers_fk";
  
  DROP INDEX "payload_locked_documents_rels_drills_id_idx";
  DROP INDEX "payload_locked_documents_rels_drill_answers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drills_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drill_answers_id";
  DROP TYPE "public"."enum_drill_answers_option";`)
}
