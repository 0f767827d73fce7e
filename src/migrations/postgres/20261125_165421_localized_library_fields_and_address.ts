import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_locales" (
  	"contact_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pyq_papers_locales" ADD COLUMN "pattern" varchar;
  ALTER TABLE "_pyq_papers_v_locales" ADD COLUMN "version_pattern" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "validity" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_validity" varchar;
  ALTER TABLE "success_stories_locales" ADD COLUMN "name" varchar;
  ALTER TABLE "success_stories_locales" ADD COLUMN "rank" varchar;
  ALTER TABLE "success_stories_locales" ADD COLUMN "district" varchar;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  -- Keep what staff wrote: it becomes the English text (Punjabi falls back to it until translated).
  UPDATE "pyq_papers_locales" l SET "pattern" = p."pattern" FROM "pyq_papers" p WHERE p."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "_pyq_papers_v_locales" l SET "version_pattern" = v."version_pattern" FROM "_pyq_papers_v" v WHERE v."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "products_locales" l SET "validity" = p."validity" FROM "products" p WHERE p."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "_products_v_locales" l SET "version_validity" = v."version_validity" FROM "_products_v" v WHERE v."id" = l."_parent_id" AND l."_locale" = 'en';
  -- A required localized field is required in every stored language: each keeps the name until translated.
  UPDATE "success_stories_locales" l SET "name" = s."name", "rank" = s."rank", "district" = s."district" FROM "success_stories" s WHERE s."id" = l."_parent_id";
  ALTER TABLE "success_stories_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "success_stories_locales" ALTER COLUMN "rank" SET NOT NULL;
  ALTER TABLE "pyq_papers" DROP COLUMN "pattern";
  ALTER TABLE "_pyq_papers_v" DROP COLUMN "version_pattern";
  ALTER TABLE "products" DROP COLUMN "validity";
  ALTER TABLE "_products_v" DROP COLUMN "version_validity";
  ALTER TABLE "success_stories" DROP COLUMN "name";
  ALTER TABLE "success_stories" DROP COLUMN "rank";
  ALTER TABLE "success_stories" DROP COLUMN "district";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "pyq_papers" ADD COLUMN "pattern" varchar;
  ALTER TABLE "_pyq_papers_v" ADD COLUMN "version_pattern" varchar;
  ALTER TABLE "products" ADD COLUMN "validity" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_validity" varchar;
  ALTER TABLE "success_stories" ADD COLUMN "name" varchar;
  ALTER TABLE "success_stories" ADD COLUMN "rank" varchar;
  ALTER TABLE "success_stories" ADD COLUMN "district" varchar;
  UPDATE "pyq_papers" p SET "pattern" = l."pattern" FROM "pyq_papers_locales" l WHERE p."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "_pyq_papers_v" v SET "version_pattern" = l."version_pattern" FROM "_pyq_papers_v_locales" l WHERE v."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "products" p SET "validity" = l."validity" FROM "products_locales" l WHERE p."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "_products_v" v SET "version_validity" = l."version_validity" FROM "_products_v_locales" l WHERE v."id" = l."_parent_id" AND l."_locale" = 'en';
  UPDATE "success_stories" s SET "name" = l."name", "rank" = l."rank", "district" = l."district" FROM "success_stories_locales" l WHERE s."id" = l."_parent_id" AND l."_locale" = 'en';
  ALTER TABLE "success_stories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "success_stories" ALTER COLUMN "rank" SET NOT NULL;
  ALTER TABLE "pyq_papers_locales" DROP COLUMN "pattern";
  ALTER TABLE "_pyq_papers_v_locales" DROP COLUMN "version_pattern";
  ALTER TABLE "products_locales" DROP COLUMN "validity";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_validity";
  ALTER TABLE "success_stories_locales" DROP COLUMN "name";
  ALTER TABLE "success_stories_locales" DROP COLUMN "rank";
  ALTER TABLE "success_stories_locales" DROP COLUMN "district";`)
}
