import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_availability" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum_topics_availability" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum__topics_v_version_availability" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum_editorial_analyses_probable_questions_stage" AS ENUM('prelims', 'mains');
  CREATE TYPE "public"."enum_editorial_analyses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__editorial_analyses_v_version_probable_questions_stage" AS ENUM('prelims', 'mains');
  CREATE TYPE "public"."enum__editorial_analyses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__editorial_analyses_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_monthly_consolidations_availability" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum_monthly_consolidations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__monthly_consolidations_v_version_availability" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum__monthly_consolidations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__monthly_consolidations_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in-progress', 'answered');
  CREATE TYPE "public"."enum_syllabus_stages_key" AS ENUM('prelims', 'mains', 'interview');
  CREATE TYPE "public"."enum_syllabus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__syllabus_v_version_stages_key" AS ENUM('prelims', 'mains', 'interview');
  CREATE TYPE "public"."enum__syllabus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__syllabus_v_published_locale" AS ENUM('en', 'pa');
  CREATE TABLE "enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "topics_pdfs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "topics_pdfs_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "topics_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_topics_v_version_pdfs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_topics_v_version_pdfs_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_topics_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "editorial_analyses_key_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "editorial_analyses_key_points_locales" (
  	"point" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "editorial_analyses_probable_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stage" "enum_editorial_analyses_probable_questions_stage" DEFAULT 'mains',
  	"marks" numeric
  );
  
  CREATE TABLE "editorial_analyses_probable_questions_locales" (
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "editorial_analyses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"editorial_title" varchar,
  	"newspaper" varchar DEFAULT 'The Tribune',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_editorial_analyses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "editorial_analyses_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"syllabus_relevance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "editorial_analyses_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_editorial_analyses_v_version_key_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_editorial_analyses_v_version_key_points_locales" (
  	"point" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_editorial_analyses_v_version_probable_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"stage" "enum__editorial_analyses_v_version_probable_questions_stage" DEFAULT 'mains',
  	"marks" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_editorial_analyses_v_version_probable_questions_locales" (
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_editorial_analyses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_editorial_title" varchar,
  	"version_newspaper" varchar DEFAULT 'The Tribune',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__editorial_analyses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__editorial_analyses_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_editorial_analyses_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_syllabus_relevance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_editorial_analyses_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "monthly_consolidations_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "monthly_consolidations_contents_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "monthly_consolidations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"month" timestamp(3) with time zone,
  	"availability" "enum_monthly_consolidations_availability" DEFAULT 'free',
  	"pdf_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_monthly_consolidations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "monthly_consolidations_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "monthly_consolidations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_monthly_consolidations_v_version_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_monthly_consolidations_v_version_contents_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_monthly_consolidations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_month" timestamp(3) with time zone,
  	"version_availability" "enum__monthly_consolidations_v_version_availability" DEFAULT 'free',
  	"version_pdf_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__monthly_consolidations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__monthly_consolidations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_monthly_consolidations_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_monthly_consolidations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"mobile" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_contact_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "syllabus_stages_papers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"questions" numeric,
  	"marks_per_question" numeric,
  	"total_marks" numeric,
  	"duration_minutes" numeric,
  	"qualifying_percent" numeric
  );
  
  CREATE TABLE "syllabus_stages_papers_locales" (
  	"title" varchar,
  	"negative_marking" varchar,
  	"syllabus" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "syllabus_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_syllabus_stages_key"
  );
  
  CREATE TABLE "syllabus_stages_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "syllabus_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "syllabus_notes_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "syllabus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_syllabus_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "syllabus_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "syllabus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_syllabus_v_version_stages_papers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"questions" numeric,
  	"marks_per_question" numeric,
  	"total_marks" numeric,
  	"duration_minutes" numeric,
  	"qualifying_percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_syllabus_v_version_stages_papers_locales" (
  	"title" varchar,
  	"negative_marking" varchar,
  	"syllabus" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_syllabus_v_version_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__syllabus_v_version_stages_key",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_syllabus_v_version_stages_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_syllabus_v_version_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_syllabus_v_version_notes_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_syllabus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__syllabus_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__syllabus_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_syllabus_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_syllabus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  ALTER TABLE "media" ADD COLUMN "availability" "enum_media_availability" DEFAULT 'free';
  ALTER TABLE "topics" ADD COLUMN "availability" "enum_topics_availability" DEFAULT 'free';
  ALTER TABLE "_topics_v" ADD COLUMN "version_availability" "enum__topics_v_version_availability" DEFAULT 'free';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enrolments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "editorial_analyses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monthly_consolidations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "contact_intro" varchar DEFAULT 'Questions about a course, the test series, admissions or your account? Write, call or message us on WhatsApp, or use the form: a member of our team answers every message within one working day.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "contact_office_hours" varchar DEFAULT 'Monday to Saturday, 9:30 am to 6:30 pm' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "contact_office_hours_note" varchar DEFAULT 'Closed on Sundays and gazetted holidays.';
  ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_pdfs" ADD CONSTRAINT "topics_pdfs_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "topics_pdfs" ADD CONSTRAINT "topics_pdfs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_pdfs_locales" ADD CONSTRAINT "topics_pdfs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics_pdfs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_rels" ADD CONSTRAINT "topics_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_rels" ADD CONSTRAINT "topics_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_topics_v_version_pdfs" ADD CONSTRAINT "_topics_v_version_pdfs_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_topics_v_version_pdfs" ADD CONSTRAINT "_topics_v_version_pdfs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_topics_v_version_pdfs_locales" ADD CONSTRAINT "_topics_v_version_pdfs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_topics_v_version_pdfs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_topics_v_rels" ADD CONSTRAINT "_topics_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_topics_v_rels" ADD CONSTRAINT "_topics_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_key_points" ADD CONSTRAINT "editorial_analyses_key_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editorial_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_key_points_locales" ADD CONSTRAINT "editorial_analyses_key_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editorial_analyses_key_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_probable_questions" ADD CONSTRAINT "editorial_analyses_probable_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editorial_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_probable_questions_locales" ADD CONSTRAINT "editorial_analyses_probable_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editorial_analyses_probable_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_locales" ADD CONSTRAINT "editorial_analyses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editorial_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_rels" ADD CONSTRAINT "editorial_analyses_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editorial_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editorial_analyses_rels" ADD CONSTRAINT "editorial_analyses_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_version_key_points" ADD CONSTRAINT "_editorial_analyses_v_version_key_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_editorial_analyses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_version_key_points_locales" ADD CONSTRAINT "_editorial_analyses_v_version_key_points_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_editorial_analyses_v_version_key_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_version_probable_questions" ADD CONSTRAINT "_editorial_analyses_v_version_probable_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_editorial_analyses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_version_probable_questions_locales" ADD CONSTRAINT "_editorial_analyses_v_version_probable_questions_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_editorial_analyses_v_version_probable_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v" ADD CONSTRAINT "_editorial_analyses_v_parent_id_editorial_analyses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editorial_analyses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_locales" ADD CONSTRAINT "_editorial_analyses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_editorial_analyses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_rels" ADD CONSTRAINT "_editorial_analyses_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_editorial_analyses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editorial_analyses_v_rels" ADD CONSTRAINT "_editorial_analyses_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "monthly_consolidations_contents" ADD CONSTRAINT "monthly_consolidations_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."monthly_consolidations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "monthly_consolidations_contents_locales" ADD CONSTRAINT "monthly_consolidations_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."monthly_consolidations_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "monthly_consolidations" ADD CONSTRAINT "monthly_consolidations_pdf_id_media_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "monthly_consolidations_locales" ADD CONSTRAINT "monthly_consolidations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."monthly_consolidations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "monthly_consolidations_rels" ADD CONSTRAINT "monthly_consolidations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."monthly_consolidations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "monthly_consolidations_rels" ADD CONSTRAINT "monthly_consolidations_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v_version_contents" ADD CONSTRAINT "_monthly_consolidations_v_version_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_monthly_consolidations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v_version_contents_locales" ADD CONSTRAINT "_monthly_consolidations_v_version_contents_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_monthly_consolidations_v_version_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v" ADD CONSTRAINT "_monthly_consolidations_v_parent_id_monthly_consolidations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."monthly_consolidations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v" ADD CONSTRAINT "_monthly_consolidations_v_version_pdf_id_media_id_fk" FOREIGN KEY ("version_pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v_locales" ADD CONSTRAINT "_monthly_consolidations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_monthly_consolidations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v_rels" ADD CONSTRAINT "_monthly_consolidations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_monthly_consolidations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_monthly_consolidations_v_rels" ADD CONSTRAINT "_monthly_consolidations_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_contact_notes" ADD CONSTRAINT "site_settings_contact_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_stages_papers" ADD CONSTRAINT "syllabus_stages_papers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_stages_papers_locales" ADD CONSTRAINT "syllabus_stages_papers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus_stages_papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_stages" ADD CONSTRAINT "syllabus_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_stages_locales" ADD CONSTRAINT "syllabus_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_notes" ADD CONSTRAINT "syllabus_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_notes_locales" ADD CONSTRAINT "syllabus_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_locales" ADD CONSTRAINT "syllabus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."syllabus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_rels" ADD CONSTRAINT "syllabus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."syllabus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "syllabus_rels" ADD CONSTRAINT "syllabus_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_version_stages_papers" ADD CONSTRAINT "_syllabus_v_version_stages_papers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_version_stages_papers_locales" ADD CONSTRAINT "_syllabus_v_version_stages_papers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v_version_stages_papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_version_stages" ADD CONSTRAINT "_syllabus_v_version_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_version_stages_locales" ADD CONSTRAINT "_syllabus_v_version_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v_version_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_version_notes" ADD CONSTRAINT "_syllabus_v_version_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_version_notes_locales" ADD CONSTRAINT "_syllabus_v_version_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v_version_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_locales" ADD CONSTRAINT "_syllabus_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_syllabus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_rels" ADD CONSTRAINT "_syllabus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_syllabus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_syllabus_v_rels" ADD CONSTRAINT "_syllabus_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enrolments_user_idx" ON "enrolments" USING btree ("user_id");
  CREATE INDEX "enrolments_product_idx" ON "enrolments" USING btree ("product_id");
  CREATE INDEX "enrolments_valid_until_idx" ON "enrolments" USING btree ("valid_until");
  CREATE INDEX "enrolments_updated_at_idx" ON "enrolments" USING btree ("updated_at");
  CREATE INDEX "enrolments_created_at_idx" ON "enrolments" USING btree ("created_at");
  CREATE INDEX "media_rels_order_idx" ON "media_rels" USING btree ("order");
  CREATE INDEX "media_rels_parent_idx" ON "media_rels" USING btree ("parent_id");
  CREATE INDEX "media_rels_path_idx" ON "media_rels" USING btree ("path");
  CREATE INDEX "media_rels_products_id_idx" ON "media_rels" USING btree ("products_id");
  CREATE INDEX "topics_pdfs_order_idx" ON "topics_pdfs" USING btree ("_order");
  CREATE INDEX "topics_pdfs_parent_id_idx" ON "topics_pdfs" USING btree ("_parent_id");
  CREATE INDEX "topics_pdfs_file_idx" ON "topics_pdfs" USING btree ("file_id");
  CREATE UNIQUE INDEX "topics_pdfs_locales_locale_parent_id_unique" ON "topics_pdfs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "topics_rels_order_idx" ON "topics_rels" USING btree ("order");
  CREATE INDEX "topics_rels_parent_idx" ON "topics_rels" USING btree ("parent_id");
  CREATE INDEX "topics_rels_path_idx" ON "topics_rels" USING btree ("path");
  CREATE INDEX "topics_rels_products_id_idx" ON "topics_rels" USING btree ("products_id");
  CREATE INDEX "_topics_v_version_pdfs_order_idx" ON "_topics_v_version_pdfs" USING btree ("_order");
  CREATE INDEX "_topics_v_version_pdfs_parent_id_idx" ON "_topics_v_version_pdfs" USING btree ("_parent_id");
  CREATE INDEX "_topics_v_version_pdfs_file_idx" ON "_topics_v_version_pdfs" USING btree ("file_id");
  CREATE UNIQUE INDEX "_topics_v_version_pdfs_locales_locale_parent_id_unique" ON "_topics_v_version_pdfs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_topics_v_rels_order_idx" ON "_topics_v_rels" USING btree ("order");
  CREATE INDEX "_topics_v_rels_parent_idx" ON "_topics_v_rels" USING btree ("parent_id");
  CREATE INDEX "_topics_v_rels_path_idx" ON "_topics_v_rels" USING btree ("path");
  CREATE INDEX "_topics_v_rels_products_id_idx" ON "_topics_v_rels" USING btree ("products_id");
  CREATE INDEX "editorial_analyses_key_points_order_idx" ON "editorial_analyses_key_points" USING btree ("_order");
  CREATE INDEX "editorial_analyses_key_points_parent_id_idx" ON "editorial_analyses_key_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "editorial_analyses_key_points_locales_locale_parent_id_uniqu" ON "editorial_analyses_key_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "editorial_analyses_probable_questions_order_idx" ON "editorial_analyses_probable_questions" USING btree ("_order");
  CREATE INDEX "editorial_analyses_probable_questions_parent_id_idx" ON "editorial_analyses_probable_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "editorial_analyses_probable_questions_locales_locale_parent_" ON "editorial_analyses_probable_questions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "editorial_analyses_slug_idx" ON "editorial_analyses" USING btree ("slug");
  CREATE INDEX "editorial_analyses_date_idx" ON "editorial_analyses" USING btree ("date");
  CREATE INDEX "editorial_analyses_updated_at_idx" ON "editorial_analyses" USING btree ("updated_at");
  CREATE INDEX "editorial_analyses_created_at_idx" ON "editorial_analyses" USING btree ("created_at");
  CREATE INDEX "editorial_analyses__status_idx" ON "editorial_analyses" USING btree ("_status");
  CREATE UNIQUE INDEX "editorial_analyses_locales_locale_parent_id_unique" ON "editorial_analyses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "editorial_analyses_rels_order_idx" ON "editorial_analyses_rels" USING btree ("order");
  CREATE INDEX "editorial_analyses_rels_parent_idx" ON "editorial_analyses_rels" USING btree ("parent_id");
  CREATE INDEX "editorial_analyses_rels_path_idx" ON "editorial_analyses_rels" USING btree ("path");
  CREATE INDEX "editorial_analyses_rels_topics_id_idx" ON "editorial_analyses_rels" USING btree ("topics_id");
  CREATE INDEX "_editorial_analyses_v_version_key_points_order_idx" ON "_editorial_analyses_v_version_key_points" USING btree ("_order");
  CREATE INDEX "_editorial_analyses_v_version_key_points_parent_id_idx" ON "_editorial_analyses_v_version_key_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_editorial_analyses_v_version_key_points_locales_locale_pare" ON "_editorial_analyses_v_version_key_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_editorial_analyses_v_version_probable_questions_order_idx" ON "_editorial_analyses_v_version_probable_questions" USING btree ("_order");
  CREATE INDEX "_editorial_analyses_v_version_probable_questions_parent_id_idx" ON "_editorial_analyses_v_version_probable_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_editorial_analyses_v_version_probable_questions_locales_loc" ON "_editorial_analyses_v_version_probable_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_editorial_analyses_v_parent_idx" ON "_editorial_analyses_v" USING btree ("parent_id");
  CREATE INDEX "_editorial_analyses_v_version_version_slug_idx" ON "_editorial_analyses_v" USING btree ("version_slug");
  CREATE INDEX "_editorial_analyses_v_version_version_date_idx" ON "_editorial_analyses_v" USING btree ("version_date");
  CREATE INDEX "_editorial_analyses_v_version_version_updated_at_idx" ON "_editorial_analyses_v" USING btree ("version_updated_at");
  CREATE INDEX "_editorial_analyses_v_version_version_created_at_idx" ON "_editorial_analyses_v" USING btree ("version_created_at");
  CREATE INDEX "_editorial_analyses_v_version_version__status_idx" ON "_editorial_analyses_v" USING btree ("version__status");
  CREATE INDEX "_editorial_analyses_v_created_at_idx" ON "_editorial_analyses_v" USING btree ("created_at");
  CREATE INDEX "_editorial_analyses_v_updated_at_idx" ON "_editorial_analyses_v" USING btree ("updated_at");
  CREATE INDEX "_editorial_analyses_v_snapshot_idx" ON "_editorial_analyses_v" USING btree ("snapshot");
  CREATE INDEX "_editorial_analyses_v_published_locale_idx" ON "_editorial_analyses_v" USING btree ("published_locale");
  CREATE INDEX "_editorial_analyses_v_latest_idx" ON "_editorial_analyses_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_editorial_analyses_v_locales_locale_parent_id_unique" ON "_editorial_analyses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_editorial_analyses_v_rels_order_idx" ON "_editorial_analyses_v_rels" USING btree ("order");
  CREATE INDEX "_editorial_analyses_v_rels_parent_idx" ON "_editorial_analyses_v_rels" USING btree ("parent_id");
  CREATE INDEX "_editorial_analyses_v_rels_path_idx" ON "_editorial_analyses_v_rels" USING btree ("path");
  CREATE INDEX "_editorial_analyses_v_rels_topics_id_idx" ON "_editorial_analyses_v_rels" USING btree ("topics_id");
  CREATE INDEX "monthly_consolidations_contents_order_idx" ON "monthly_consolidations_contents" USING btree ("_order");
  CREATE INDEX "monthly_consolidations_contents_parent_id_idx" ON "monthly_consolidations_contents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "monthly_consolidations_contents_locales_locale_parent_id_uni" ON "monthly_consolidations_contents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "monthly_consolidations_slug_idx" ON "monthly_consolidations" USING btree ("slug");
  CREATE INDEX "monthly_consolidations_month_idx" ON "monthly_consolidations" USING btree ("month");
  CREATE INDEX "monthly_consolidations_pdf_idx" ON "monthly_consolidations" USING btree ("pdf_id");
  CREATE INDEX "monthly_consolidations_updated_at_idx" ON "monthly_consolidations" USING btree ("updated_at");
  CREATE INDEX "monthly_consolidations_created_at_idx" ON "monthly_consolidations" USING btree ("created_at");
  CREATE INDEX "monthly_consolidations__status_idx" ON "monthly_consolidations" USING btree ("_status");
  CREATE UNIQUE INDEX "monthly_consolidations_locales_locale_parent_id_unique" ON "monthly_consolidations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "monthly_consolidations_rels_order_idx" ON "monthly_consolidations_rels" USING btree ("order");
  CREATE INDEX "monthly_consolidations_rels_parent_idx" ON "monthly_consolidations_rels" USING btree ("parent_id");
  CREATE INDEX "monthly_consolidations_rels_path_idx" ON "monthly_consolidations_rels" USING btree ("path");
  CREATE INDEX "monthly_consolidations_rels_products_id_idx" ON "monthly_consolidations_rels" USING btree ("products_id");
  CREATE INDEX "_monthly_consolidations_v_version_contents_order_idx" ON "_monthly_consolidations_v_version_contents" USING btree ("_order");
  CREATE INDEX "_monthly_consolidations_v_version_contents_parent_id_idx" ON "_monthly_consolidations_v_version_contents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_monthly_consolidations_v_version_contents_locales_locale_pa" ON "_monthly_consolidations_v_version_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_monthly_consolidations_v_parent_idx" ON "_monthly_consolidations_v" USING btree ("parent_id");
  CREATE INDEX "_monthly_consolidations_v_version_version_slug_idx" ON "_monthly_consolidations_v" USING btree ("version_slug");
  CREATE INDEX "_monthly_consolidations_v_version_version_month_idx" ON "_monthly_consolidations_v" USING btree ("version_month");
  CREATE INDEX "_monthly_consolidations_v_version_version_pdf_idx" ON "_monthly_consolidations_v" USING btree ("version_pdf_id");
  CREATE INDEX "_monthly_consolidations_v_version_version_updated_at_idx" ON "_monthly_consolidations_v" USING btree ("version_updated_at");
  CREATE INDEX "_monthly_consolidations_v_version_version_created_at_idx" ON "_monthly_consolidations_v" USING btree ("version_created_at");
  CREATE INDEX "_monthly_consolidations_v_version_version__status_idx" ON "_monthly_consolidations_v" USING btree ("version__status");
  CREATE INDEX "_monthly_consolidations_v_created_at_idx" ON "_monthly_consolidations_v" USING btree ("created_at");
  CREATE INDEX "_monthly_consolidations_v_updated_at_idx" ON "_monthly_consolidations_v" USING btree ("updated_at");
  CREATE INDEX "_monthly_consolidations_v_snapshot_idx" ON "_monthly_consolidations_v" USING btree ("snapshot");
  CREATE INDEX "_monthly_consolidations_v_published_locale_idx" ON "_monthly_consolidations_v" USING btree ("published_locale");
  CREATE INDEX "_monthly_consolidations_v_latest_idx" ON "_monthly_consolidations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_monthly_consolidations_v_locales_locale_parent_id_unique" ON "_monthly_consolidations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_monthly_consolidations_v_rels_order_idx" ON "_monthly_consolidations_v_rels" USING btree ("order");
  CREATE INDEX "_monthly_consolidations_v_rels_parent_idx" ON "_monthly_consolidations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_monthly_consolidations_v_rels_path_idx" ON "_monthly_consolidations_v_rels" USING btree ("path");
  CREATE INDEX "_monthly_consolidations_v_rels_products_id_idx" ON "_monthly_consolidations_v_rels" USING btree ("products_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "site_settings_contact_notes_order_idx" ON "site_settings_contact_notes" USING btree ("_order");
  CREATE INDEX "site_settings_contact_notes_parent_id_idx" ON "site_settings_contact_notes" USING btree ("_parent_id");
  CREATE INDEX "syllabus_stages_papers_order_idx" ON "syllabus_stages_papers" USING btree ("_order");
  CREATE INDEX "syllabus_stages_papers_parent_id_idx" ON "syllabus_stages_papers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "syllabus_stages_papers_locales_locale_parent_id_unique" ON "syllabus_stages_papers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "syllabus_stages_order_idx" ON "syllabus_stages" USING btree ("_order");
  CREATE INDEX "syllabus_stages_parent_id_idx" ON "syllabus_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "syllabus_stages_locales_locale_parent_id_unique" ON "syllabus_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "syllabus_notes_order_idx" ON "syllabus_notes" USING btree ("_order");
  CREATE INDEX "syllabus_notes_parent_id_idx" ON "syllabus_notes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "syllabus_notes_locales_locale_parent_id_unique" ON "syllabus_notes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "syllabus__status_idx" ON "syllabus" USING btree ("_status");
  CREATE UNIQUE INDEX "syllabus_locales_locale_parent_id_unique" ON "syllabus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "syllabus_rels_order_idx" ON "syllabus_rels" USING btree ("order");
  CREATE INDEX "syllabus_rels_parent_idx" ON "syllabus_rels" USING btree ("parent_id");
  CREATE INDEX "syllabus_rels_path_idx" ON "syllabus_rels" USING btree ("path");
  CREATE INDEX "syllabus_rels_topics_id_idx" ON "syllabus_rels" USING btree ("topics_id");
  CREATE INDEX "_syllabus_v_version_stages_papers_order_idx" ON "_syllabus_v_version_stages_papers" USING btree ("_order");
  CREATE INDEX "_syllabus_v_version_stages_papers_parent_id_idx" ON "_syllabus_v_version_stages_papers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_syllabus_v_version_stages_papers_locales_locale_parent_id_u" ON "_syllabus_v_version_stages_papers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_syllabus_v_version_stages_order_idx" ON "_syllabus_v_version_stages" USING btree ("_order");
  CREATE INDEX "_syllabus_v_version_stages_parent_id_idx" ON "_syllabus_v_version_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_syllabus_v_version_stages_locales_locale_parent_id_unique" ON "_syllabus_v_version_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_syllabus_v_version_notes_order_idx" ON "_syllabus_v_version_notes" USING btree ("_order");
  CREATE INDEX "_syllabus_v_version_notes_parent_id_idx" ON "_syllabus_v_version_notes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_syllabus_v_version_notes_locales_locale_parent_id_unique" ON "_syllabus_v_version_notes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_syllabus_v_version_version__status_idx" ON "_syllabus_v" USING btree ("version__status");
  CREATE INDEX "_syllabus_v_created_at_idx" ON "_syllabus_v" USING btree ("created_at");
  CREATE INDEX "_syllabus_v_updated_at_idx" ON "_syllabus_v" USING btree ("updated_at");
  CREATE INDEX "_syllabus_v_snapshot_idx" ON "_syllabus_v" USING btree ("snapshot");
  CREATE INDEX "_syllabus_v_published_locale_idx" ON "_syllabus_v" USING btree ("published_locale");
  CREATE INDEX "_syllabus_v_latest_idx" ON "_syllabus_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_syllabus_v_locales_locale_parent_id_unique" ON "_syllabus_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_syllabus_v_rels_order_idx" ON "_syllabus_v_rels" USING btree ("order");
  CREATE INDEX "_syllabus_v_rels_parent_idx" ON "_syllabus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_syllabus_v_rels_path_idx" ON "_syllabus_v_rels" USING btree ("path");
  CREATE INDEX "_syllabus_v_rels_topics_id_idx" ON "_syllabus_v_rels" USING btree ("topics_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enrolments_fk" FOREIGN KEY ("enrolments_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editorial_analyses_fk" FOREIGN KEY ("editorial_analyses_id") REFERENCES "public"."editorial_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monthly_consolidations_fk" FOREIGN KEY ("monthly_consolidations_id") REFERENCES "public"."monthly_consolidations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_editorial_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("editorial_analyses_id");
  CREATE INDEX "payload_locked_documents_rels_monthly_consolidations_id_idx" ON "payload_locked_documents_rels" USING btree ("monthly_consolidations_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enrolments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_pdfs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_pdfs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_topics_v_version_pdfs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_topics_v_version_pdfs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_topics_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses_key_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses_key_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses_probable_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses_probable_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editorial_analyses_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v_version_key_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v_version_key_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v_version_probable_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v_version_probable_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_editorial_analyses_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monthly_consolidations_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monthly_consolidations_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monthly_consolidations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monthly_consolidations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monthly_consolidations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_monthly_consolidations_v_version_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_monthly_consolidations_v_version_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_monthly_consolidations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_monthly_consolidations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_monthly_consolidations_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_contact_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_stages_papers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_stages_papers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_stages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_stages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "syllabus_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_version_stages_papers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_version_stages_papers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_version_stages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_version_stages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_version_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_version_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_syllabus_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enrolments" CASCADE;
  DROP TABLE "media_rels" CASCADE;
  DROP TABLE "topics_pdfs" CASCADE;
  DROP TABLE "topics_pdfs_locales" CASCADE;
  DROP TABLE "topics_rels" CASCADE;
  DROP TABLE "_topics_v_version_pdfs" CASCADE;
  DROP TABLE "_topics_v_version_pdfs_locales" CASCADE;
  DROP TABLE "_topics_v_rels" CASCADE;
  DROP TABLE "editorial_analyses_key_points" CASCADE;
  DROP TABLE "editorial_analyses_key_points_locales" CASCADE;
  DROP TABLE "editorial_analyses_probable_questions" CASCADE;
  DROP TABLE "editorial_analyses_probable_questions_locales" CASCADE;
  DROP TABLE "editorial_analyses" CASCADE;
  DROP TABLE "editorial_analyses_locales" CASCADE;
  DROP TABLE "editorial_analyses_rels" CASCADE;
  DROP TABLE "_editorial_analyses_v_version_key_points" CASCADE;
  DROP TABLE "_editorial_analyses_v_version_key_points_locales" CASCADE;
  DROP TABLE "_editorial_analyses_v_version_probable_questions" CASCADE;
  DROP TABLE "_editorial_analyses_v_version_probable_questions_locales" CASCADE;
  DROP TABLE "_editorial_analyses_v" CASCADE;
  DROP TABLE "_editorial_analyses_v_locales" CASCADE;
  DROP TABLE "_editorial_analyses_v_rels" CASCADE;
  DROP TABLE "monthly_consolidations_contents" CASCADE;
  DROP TABLE "monthly_consolidations_contents_locales" CASCADE;
  DROP TABLE "monthly_consolidations" CASCADE;
  DROP TABLE "monthly_consolidations_locales" CASCADE;
  DROP TABLE "monthly_consolidations_rels" CASCADE;
  DROP TABLE "_monthly_consolidations_v_version_contents" CASCADE;
  DROP TABLE "_monthly_consolidations_v_version_contents_locales" CASCADE;
  DROP TABLE "_monthly_consolidations_v" CASCADE;
  DROP TABLE "_monthly_consolidations_v_locales" CASCADE;
  DROP TABLE "_monthly_consolidations_v_rels" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "site_settings_contact_notes" CASCADE;
  DROP TABLE "syllabus_stages_papers" CASCADE;
  DROP TABLE "syllabus_stages_papers_locales" CASCADE;
  DROP TABLE "syllabus_stages" CASCADE;
  DROP TABLE "syllabus_stages_locales" CASCADE;
  DROP TABLE "syllabus_notes" CASCADE;
  DROP TABLE "syllabus_notes_locales" CASCADE;
  DROP TABLE "syllabus" CASCADE;
  DROP TABLE "syllabus_locales" CASCADE;
  DROP TABLE "syllabus_rels" CASCADE;
  DROP TABLE "_syllabus_v_version_stages_papers" CASCADE;
  DROP TABLE "_syllabus_v_version_stages_papers_locales" CASCADE;
  DROP TABLE "_syllabus_v_version_stages" CASCADE;
  DROP TABLE "_syllabus_v_version_stages_locales" CASCADE;
  DROP TABLE "_syllabus_v_version_notes" CASCADE;
  DROP TABLE "_syllabus_v_version_notes_locales" CASCADE;
  DROP TABLE "_syllabus_v" CASCADE;
  DROP TABLE "_syllabus_v_locales" CASCADE;
  DROP TABLE "_syllabus_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enrolments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_editorial_analyses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monthly_consolidations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_enrolments_id_idx";
  DROP INDEX "payload_locked_documents_rels_editorial_analyses_id_idx";
  DROP INDEX "payload_locked_documents_rels_monthly_consolidations_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  ALTER TABLE "media" DROP COLUMN "availability";
  ALTER TABLE "topics" DROP COLUMN "availability";
  ALTER TABLE "_topics_v" DROP COLUMN "version_availability";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enrolments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "editorial_analyses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monthly_consolidations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "site_settings" DROP COLUMN "contact_intro";
  ALTER TABLE "site_settings" DROP COLUMN "contact_office_hours";
  ALTER TABLE "site_settings" DROP COLUMN "contact_office_hours_note";
  DROP TYPE "public"."enum_media_availability";
  DROP TYPE "public"."enum_topics_availability";
  DROP TYPE "public"."enum__topics_v_version_availability";
  DROP TYPE "public"."enum_editorial_analyses_probable_questions_stage";
  DROP TYPE "public"."enum_editorial_analyses_status";
  DROP TYPE "public"."enum__editorial_analyses_v_version_probable_questions_stage";
  DROP TYPE "public"."enum__editorial_analyses_v_version_status";
  DROP TYPE "public"."enum__editorial_analyses_v_published_locale";
  DROP TYPE "public"."enum_monthly_consolidations_availability";
  DROP TYPE "public"."enum_monthly_consolidations_status";
  DROP TYPE "public"."enum__monthly_consolidations_v_version_availability";
  DROP TYPE "public"."enum__monthly_consolidations_v_version_status";
  DROP TYPE "public"."enum__monthly_consolidations_v_published_locale";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_syllabus_stages_key";
  DROP TYPE "public"."enum_syllabus_status";
  DROP TYPE "public"."enum__syllabus_v_version_stages_key";
  DROP TYPE "public"."enum__syllabus_v_version_status";
  DROP TYPE "public"."enum__syllabus_v_published_locale";`)
}
