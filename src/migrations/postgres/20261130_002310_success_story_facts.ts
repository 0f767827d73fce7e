import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_success_stories_exam" AS ENUM('pcs', 'naib-tehsildar');
  CREATE TYPE "public"."enum_success_stories_course_fee" AS ENUM('paid', 'free');
  CREATE TYPE "public"."enum_success_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_stories_v_version_exam" AS ENUM('pcs', 'naib-tehsildar');
  CREATE TYPE "public"."enum__success_stories_v_version_course_fee" AS ENUM('paid', 'free');
  CREATE TYPE "public"."enum__success_stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_stories_v_published_locale" AS ENUM('en', 'pa');
  CREATE TABLE "_success_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_exam" "enum__success_stories_v_version_exam",
  	"version_course_months" numeric,
  	"version_course_fee" "enum__success_stories_v_version_course_fee",
  	"version_consent_id" integer,
  	"version_photo_id" integer,
  	"version_seed_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__success_stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__success_stories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_success_stories_v_locales" (
  	"version_name" varchar,
  	"version_rank" varchar,
  	"version_district" varchar,
  	"version_course" varchar,
  	"version_quote" varchar,
  	"version_story" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consent_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"signed_on" timestamp(3) with time zone NOT NULL,
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
  
  ALTER TABLE "success_stories" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "rank" DROP NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "story" DROP NOT NULL;
  ALTER TABLE "success_stories" ADD COLUMN "exam" "enum_success_stories_exam";
  ALTER TABLE "success_stories" ADD COLUMN "course_months" numeric;
  ALTER TABLE "success_stories" ADD COLUMN "course_fee" "enum_success_stories_course_fee";
  ALTER TABLE "success_stories" ADD COLUMN "consent_id" integer;
  ALTER TABLE "success_stories" ADD COLUMN "_status" "enum_success_stories_status" DEFAULT 'draft';
  ALTER TABLE "success_stories_locales" ADD COLUMN "course" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_files_id" integer;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_parent_id_success_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."success_stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_consent_id_consent_files_id_fk" FOREIGN KEY ("version_consent_id") REFERENCES "public"."consent_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v_locales" ADD CONSTRAINT "_success_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_success_stories_v_parent_idx" ON "_success_stories_v" USING btree ("parent_id");
  CREATE INDEX "_success_stories_v_version_version_consent_idx" ON "_success_stories_v" USING btree ("version_consent_id");
  CREATE INDEX "_success_stories_v_version_version_photo_idx" ON "_success_stories_v" USING btree ("version_photo_id");
  CREATE INDEX "_success_stories_v_version_version_seed_key_idx" ON "_success_stories_v" USING btree ("version_seed_key");
  CREATE INDEX "_success_stories_v_version_version_updated_at_idx" ON "_success_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_success_stories_v_version_version_created_at_idx" ON "_success_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_success_stories_v_version_version__status_idx" ON "_success_stories_v" USING btree ("version__status");
  CREATE INDEX "_success_stories_v_created_at_idx" ON "_success_stories_v" USING btree ("created_at");
  CREATE INDEX "_success_stories_v_updated_at_idx" ON "_success_stories_v" USING btree ("updated_at");
  CREATE INDEX "_success_stories_v_snapshot_idx" ON "_success_stories_v" USING btree ("snapshot");
  CREATE INDEX "_success_stories_v_published_locale_idx" ON "_success_stories_v" USING btree ("published_locale");
  CREATE INDEX "_success_stories_v_latest_idx" ON "_success_stories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_success_stories_v_locales_locale_parent_id_unique" ON "_success_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_files_updated_at_idx" ON "consent_files" USING btree ("updated_at");
  CREATE INDEX "consent_files_created_at_idx" ON "consent_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_files_filename_idx" ON "consent_files" USING btree ("filename");
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_consent_id_consent_files_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_files_fk" FOREIGN KEY ("consent_files_id") REFERENCES "public"."consent_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "success_stories_consent_idx" ON "success_stories" USING btree ("consent_id");
  CREATE INDEX "success_stories__status_idx" ON "success_stories" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_consent_files_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_files_id");`)
  // Each story saved before has none of the facts: it stays a draft (the new column's default) until
  // staff add them and publish it again (ADR 049), and gets its first version, so the admin, which
  // lists the latest versions of a collection with drafts, still shows it.
  await db.execute(sql`
  INSERT INTO "_success_stories_v" ("parent_id", "version_year", "version_photo_id", "version_seed_key", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest")
    SELECT "id", "year", "photo_id", "seed_key", "updated_at", "created_at", 'draft', "created_at", "updated_at", true FROM "success_stories";
  INSERT INTO "_success_stories_v_locales" ("version_name", "version_rank", "version_district", "version_quote", "version_story", "_locale", "_parent_id")
    SELECT l."name", l."rank", l."district", l."quote", l."story", l."_locale", v."id" FROM "success_stories_locales" l JOIN "_success_stories_v" v ON v."parent_id" = l."_parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_success_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_success_stories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_success_stories_v" CASCADE;
  DROP TABLE "_success_stories_v_locales" CASCADE;
  DROP TABLE "consent_files" CASCADE;
  ALTER TABLE "success_stories" DROP CONSTRAINT "success_stories_consent_id_consent_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_files_fk";
  
  DROP INDEX "success_stories_consent_idx";
  DROP INDEX "success_stories__status_idx";
  DROP INDEX "payload_locked_documents_rels_consent_files_id_idx";
  ALTER TABLE "success_stories" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "rank" SET NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "story" SET NOT NULL;
  ALTER TABLE "success_stories" DROP COLUMN "exam";
  ALTER TABLE "success_stories" DROP COLUMN "course_months";
  ALTER TABLE "success_stories" DROP COLUMN "course_fee";
  ALTER TABLE "success_stories" DROP COLUMN "consent_id";
  ALTER TABLE "success_stories" DROP COLUMN "_status";
  ALTER TABLE "success_stories_locales" DROP COLUMN "course";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_files_id";
  DROP TYPE "public"."enum_success_stories_exam";
  DROP TYPE "public"."enum_success_stories_course_fee";
  DROP TYPE "public"."enum_success_stories_status";
  DROP TYPE "public"."enum__success_stories_v_version_exam";
  DROP TYPE "public"."enum__success_stories_v_version_course_fee";
  DROP TYPE "public"."enum__success_stories_v_version_status";
  DROP TYPE "public"."enum__success_stories_v_published_locale";`)
}
