import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "navigation_items_submenu_children_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items_submenu_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "site_settings_locales" ADD COLUMN "tagline" varchar DEFAULT 'Your Partner in Exam Success.' NOT NULL;
  ALTER TABLE "site_settings_locales" ADD COLUMN "banner_title" varchar DEFAULT 'Admissions Open!' NOT NULL;
  ALTER TABLE "site_settings_locales" ADD COLUMN "banner_text" varchar DEFAULT 'Enroll now! for premium courses in your region' NOT NULL;
  
  ALTER TABLE "navigation_items_submenu_children_locales" ADD CONSTRAINT "navigation_items_submenu_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_submenu_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_submenu_locales" ADD CONSTRAINT "navigation_items_submenu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_locales" ADD CONSTRAINT "navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "navigation_items_submenu_children_locales_locale_parent_id_u" ON "navigation_items_submenu_children_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_items_submenu_locales_locale_parent_id_unique" ON "navigation_items_submenu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "navigation_items_locales_locale_parent_id_unique" ON "navigation_items_locales" USING btree ("_locale","_parent_id");
  -- Staff's existing menu and banner become the English text of the now-localized fields.
  INSERT INTO "navigation_items_submenu_children_locales" ("name", "_locale", "_parent_id") SELECT "name", 'en', "id" FROM "navigation_items_submenu_children";
  INSERT INTO "navigation_items_submenu_locales" ("name", "_locale", "_parent_id") SELECT "name", 'en', "id" FROM "navigation_items_submenu";
  INSERT INTO "navigation_items_locales" ("name", "_locale", "_parent_id") SELECT "name", 'en', "id" FROM "navigation_items";
  INSERT INTO "site_settings_locales" ("tagline", "banner_title", "banner_text", "_locale", "_parent_id") SELECT "tagline", "banner_title", "banner_text", 'en', "id" FROM "site_settings" ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET "tagline" = excluded."tagline", "banner_title" = excluded."banner_title", "banner_text" = excluded."banner_text";
  ALTER TABLE "navigation_items_submenu_children" DROP COLUMN "name";
  ALTER TABLE "navigation_items_submenu" DROP COLUMN "name";
  ALTER TABLE "navigation_items" DROP COLUMN "name";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "banner_title";
  ALTER TABLE "site_settings" DROP COLUMN "banner_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "navigation_items_submenu_children_locales" CASCADE;
  DROP TABLE "navigation_items_submenu_locales" CASCADE;
  DROP TABLE "navigation_items_locales" CASCADE;
  ALTER TABLE "site_settings_locales" DROP COLUMN "tagline";
  ALTER TABLE "site_settings_locales" DROP COLUMN "banner_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "banner_text";
  ALTER TABLE "navigation_items_submenu_children" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "navigation_items_submenu" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "navigation_items" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar DEFAULT 'Your Partner in Exam Success.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "banner_title" varchar DEFAULT 'Admissions Open!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "banner_text" varchar DEFAULT 'Enroll now! for premium courses in your region' NOT NULL;`)
}
