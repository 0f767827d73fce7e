import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__questions_v_version_correct_option" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__questions_v_version_difficulty" AS ENUM('easy', 'medium', 'hard');
  CREATE TABLE "_questions_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v_version_options_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_correct_option" "enum__questions_v_version_correct_option" NOT NULL,
  	"version_topic_id" integer,
  	"version_difficulty" "enum__questions_v_version_difficulty" DEFAULT 'medium',
  	"version_source" varchar,
  	"version_dropped" boolean DEFAULT false,
  	"version_rescore_finished" boolean DEFAULT false,
  	"version_one_language" boolean DEFAULT false,
  	"version_seed_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_questions_v_locales" (
  	"version_stem" varchar NOT NULL,
  	"version_explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_questions_v_version_options" ADD CONSTRAINT "_questions_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v_version_options_locales" ADD CONSTRAINT "_questions_v_version_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v_version_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_version_topic_id_topics_id_fk" FOREIGN KEY ("version_topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_locales" ADD CONSTRAINT "_questions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_questions_v_version_options_order_idx" ON "_questions_v_version_options" USING btree ("_order");
  CREATE INDEX "_questions_v_version_options_parent_id_idx" ON "_questions_v_version_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_questions_v_version_options_locales_locale_parent_id_unique" ON "_questions_v_version_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_questions_v_parent_idx" ON "_questions_v" USING btree ("parent_id");
  CREATE INDEX "_questions_v_version_version_image_idx" ON "_questions_v" USING btree ("version_image_id");
  CREATE INDEX "_questions_v_version_version_topic_idx" ON "_questions_v" USING btree ("version_topic_id");
  CREATE INDEX "_questions_v_version_version_seed_key_idx" ON "_questions_v" USING btree ("version_seed_key");
  CREATE INDEX "_questions_v_version_version_updated_at_idx" ON "_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_questions_v_version_version_created_at_idx" ON "_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_questions_v_created_at_idx" ON "_questions_v" USING btree ("created_at");
  CREATE INDEX "_questions_v_updated_at_idx" ON "_questions_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_questions_v_locales_locale_parent_id_unique" ON "_questions_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_questions_v_version_options" CASCADE;
  DROP TABLE "_questions_v_version_options_locales" CASCADE;
  DROP TABLE "_questions_v" CASCADE;
  DROP TABLE "_questions_v_locales" CASCADE;
  DROP TYPE "public"."enum__questions_v_version_correct_option";
  DROP TYPE "public"."enum__questions_v_version_difficulty";`)
}
