import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_terms_of_use_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_of_use_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_of_use_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_privacy_policy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_published_locale" AS ENUM('en', 'pa');
  CREATE TABLE "terms_of_use_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "terms_of_use_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "terms_of_use" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"_status" "enum_terms_of_use_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_of_use_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_terms_of_use_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_terms_of_use_v_version_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_terms_of_use_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version__status" "enum__terms_of_use_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__terms_of_use_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_terms_of_use_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "privacy_policy_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"_status" "enum_privacy_policy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_policy_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_policy_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_policy_v_version_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_policy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version__status" "enum__privacy_policy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__privacy_policy_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_privacy_policy_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "terms_of_use_sections" ADD CONSTRAINT "terms_of_use_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms_of_use"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_of_use_sections_locales" ADD CONSTRAINT "terms_of_use_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms_of_use_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_of_use_locales" ADD CONSTRAINT "terms_of_use_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms_of_use"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_terms_of_use_v_version_sections" ADD CONSTRAINT "_terms_of_use_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_terms_of_use_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_terms_of_use_v_version_sections_locales" ADD CONSTRAINT "_terms_of_use_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_terms_of_use_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_terms_of_use_v_locales" ADD CONSTRAINT "_terms_of_use_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_terms_of_use_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_sections" ADD CONSTRAINT "privacy_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_sections_locales" ADD CONSTRAINT "privacy_policy_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_locales" ADD CONSTRAINT "privacy_policy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policy_v_version_sections" ADD CONSTRAINT "_privacy_policy_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policy_v_version_sections_locales" ADD CONSTRAINT "_privacy_policy_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policy_v_locales" ADD CONSTRAINT "_privacy_policy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "terms_of_use_sections_order_idx" ON "terms_of_use_sections" USING btree ("_order");
  CREATE INDEX "terms_of_use_sections_parent_id_idx" ON "terms_of_use_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "terms_of_use_sections_locales_locale_parent_id_unique" ON "terms_of_use_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "terms_of_use__status_idx" ON "terms_of_use" USING btree ("_status");
  CREATE UNIQUE INDEX "terms_of_use_locales_locale_parent_id_unique" ON "terms_of_use_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_terms_of_use_v_version_sections_order_idx" ON "_terms_of_use_v_version_sections" USING btree ("_order");
  CREATE INDEX "_terms_of_use_v_version_sections_parent_id_idx" ON "_terms_of_use_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_terms_of_use_v_version_sections_locales_locale_parent_id_un" ON "_terms_of_use_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_terms_of_use_v_version_version__status_idx" ON "_terms_of_use_v" USING btree ("version__status");
  CREATE INDEX "_terms_of_use_v_created_at_idx" ON "_terms_of_use_v" USING btree ("created_at");
  CREATE INDEX "_terms_of_use_v_updated_at_idx" ON "_terms_of_use_v" USING btree ("updated_at");
  CREATE INDEX "_terms_of_use_v_snapshot_idx" ON "_terms_of_use_v" USING btree ("snapshot");
  CREATE INDEX "_terms_of_use_v_published_locale_idx" ON "_terms_of_use_v" USING btree ("published_locale");
  CREATE INDEX "_terms_of_use_v_latest_idx" ON "_terms_of_use_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_terms_of_use_v_locales_locale_parent_id_unique" ON "_terms_of_use_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "privacy_policy_sections_order_idx" ON "privacy_policy_sections" USING btree ("_order");
  CREATE INDEX "privacy_policy_sections_parent_id_idx" ON "privacy_policy_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "privacy_policy_sections_locales_locale_parent_id_unique" ON "privacy_policy_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "privacy_policy__status_idx" ON "privacy_policy" USING btree ("_status");
  CREATE UNIQUE INDEX "privacy_policy_locales_locale_parent_id_unique" ON "privacy_policy_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_policy_v_version_sections_order_idx" ON "_privacy_policy_v_version_sections" USING btree ("_order");
  CREATE INDEX "_privacy_policy_v_version_sections_parent_id_idx" ON "_privacy_policy_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_privacy_policy_v_version_sections_locales_locale_parent_id_" ON "_privacy_policy_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_policy_v_version_version__status_idx" ON "_privacy_policy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_policy_v_created_at_idx" ON "_privacy_policy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_policy_v_updated_at_idx" ON "_privacy_policy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_policy_v_snapshot_idx" ON "_privacy_policy_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_policy_v_published_locale_idx" ON "_privacy_policy_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_policy_v_latest_idx" ON "_privacy_policy_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_privacy_policy_v_locales_locale_parent_id_unique" ON "_privacy_policy_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "terms_of_use_sections" CASCADE;
  DROP TABLE "terms_of_use_sections_locales" CASCADE;
  DROP TABLE "terms_of_use" CASCADE;
  DROP TABLE "terms_of_use_locales" CASCADE;
  DROP TABLE "_terms_of_use_v_version_sections" CASCADE;
  DROP TABLE "_terms_of_use_v_version_sections_locales" CASCADE;
  DROP TABLE "_terms_of_use_v" CASCADE;
  DROP TABLE "_terms_of_use_v_locales" CASCADE;
  DROP TABLE "privacy_policy_sections" CASCADE;
  DROP TABLE "privacy_policy_sections_locales" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  DROP TABLE "privacy_policy_locales" CASCADE;
  DROP TABLE "_privacy_policy_v_version_sections" CASCADE;
  DROP TABLE "_privacy_policy_v_version_sections_locales" CASCADE;
  DROP TABLE "_privacy_policy_v" CASCADE;
  DROP TABLE "_privacy_policy_v_locales" CASCADE;
  DROP TYPE "public"."enum_terms_of_use_status";
  DROP TYPE "public"."enum__terms_of_use_v_version_status";
  DROP TYPE "public"."enum__terms_of_use_v_published_locale";
  DROP TYPE "public"."enum_privacy_policy_status";
  DROP TYPE "public"."enum__privacy_policy_v_version_status";
  DROP TYPE "public"."enum__privacy_policy_v_published_locale";`)
}
