import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_page_hero_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_hero_highlights_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_offers_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_primary_action_link" varchar NOT NULL,
  	"hero_secondary_action_link" varchar NOT NULL,
  	"daily_quiz_action_link" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar NOT NULL,
  	"hero_lead" varchar NOT NULL,
  	"hero_primary_action_label" varchar NOT NULL,
  	"hero_secondary_action_label" varchar NOT NULL,
  	"daily_quiz_title" varchar NOT NULL,
  	"daily_quiz_text" varchar NOT NULL,
  	"daily_quiz_action_label" varchar NOT NULL,
  	"join_call_to_action_title" varchar NOT NULL,
  	"join_call_to_action_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_page_hero_highlights" ADD CONSTRAINT "home_page_hero_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_highlights_locales" ADD CONSTRAINT "home_page_hero_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_hero_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_offers" ADD CONSTRAINT "home_page_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_offers_locales" ADD CONSTRAINT "home_page_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_hero_highlights_order_idx" ON "home_page_hero_highlights" USING btree ("_order");
  CREATE INDEX "home_page_hero_highlights_parent_id_idx" ON "home_page_hero_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_hero_highlights_locales_locale_parent_id_unique" ON "home_page_hero_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_offers_order_idx" ON "home_page_offers" USING btree ("_order");
  CREATE INDEX "home_page_offers_parent_id_idx" ON "home_page_offers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_offers_locales_locale_parent_id_unique" ON "home_page_offers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_page_hero_highlights" CASCADE;
  DROP TABLE "home_page_hero_highlights_locales" CASCADE;
  DROP TABLE "home_page_offers" CASCADE;
  DROP TABLE "home_page_offers_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;`)
}
