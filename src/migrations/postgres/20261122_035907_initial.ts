import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'candidate');
  CREATE TYPE "public"."enum_topics_stage" AS ENUM('prelims', 'mains');
  CREATE TYPE "public"."enum_topics_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__topics_v_version_stage" AS ENUM('prelims', 'mains');
  CREATE TYPE "public"."enum__topics_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__topics_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_questions_correct_option" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_questions_difficulty" AS ENUM('easy', 'medium', 'hard');
  CREATE TYPE "public"."enum_tests_kind" AS ENUM('gs-prelims', 'csat', 'sectional', 'topic', 'pyq');
  CREATE TYPE "public"."enum_tests_solutions_visibility" AS ENUM('immediately', 'after-close');
  CREATE TYPE "public"."enum_tests_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tests_v_version_kind" AS ENUM('gs-prelims', 'csat', 'sectional', 'topic', 'pyq');
  CREATE TYPE "public"."enum__tests_v_version_solutions_visibility" AS ENUM('immediately', 'after-close');
  CREATE TYPE "public"."enum__tests_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tests_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_test_series_kind" AS ENUM('prelims', 'mains', 'csat', 'sectional');
  CREATE TYPE "public"."enum_test_series_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__test_series_v_version_kind" AS ENUM('prelims', 'mains', 'csat', 'sectional');
  CREATE TYPE "public"."enum__test_series_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__test_series_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_current_affairs_region" AS ENUM('punjab', 'national', 'international');
  CREATE TYPE "public"."enum_current_affairs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__current_affairs_v_version_region" AS ENUM('punjab', 'national', 'international');
  CREATE TYPE "public"."enum__current_affairs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__current_affairs_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_pyq_papers_stage" AS ENUM('prelims', 'mains');
  CREATE TYPE "public"."enum_pyq_papers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pyq_papers_v_version_stage" AS ENUM('prelims', 'mains');
  CREATE TYPE "public"."enum__pyq_papers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pyq_papers_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_products_kind" AS ENUM('course', 'test-series', 'notes', 'answer-copies');
  CREATE TYPE "public"."enum_products_language" AS ENUM('english', 'punjabi', 'bilingual');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_kind" AS ENUM('course', 'test-series', 'notes', 'answer-copies');
  CREATE TYPE "public"."enum__products_v_version_language" AS ENUM('english', 'punjabi', 'bilingual');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'pa');
  CREATE TYPE "public"."enum_faqs_group" AS ENUM('general', 'exam', 'courses-and-payments', 'test-series', 'account-and-access');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('telegram', 'youtube', 'instagram', 'facebook', 'x', 'whatsapp');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"mobile" varchar,
  	"role" "enum_users_role" DEFAULT 'candidate' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stage" "enum_topics_stage",
  	"key" varchar,
  	"order" numeric DEFAULT 0,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_topics_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "topics_locales" (
  	"title" varchar,
  	"overview" varchar,
  	"notes" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_topics_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_stage" "enum__topics_v_version_stage",
  	"version_key" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__topics_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__topics_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_topics_v_locales" (
  	"version_title" varchar,
  	"version_overview" varchar,
  	"version_notes" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "questions_options_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"correct_option" "enum_questions_correct_option" NOT NULL,
  	"topic_id" integer,
  	"difficulty" "enum_questions_difficulty" DEFAULT 'medium',
  	"source" varchar,
  	"seed_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questions_locales" (
  	"stem" varchar NOT NULL,
  	"explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tests_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tests_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_tests_kind",
  	"duration_minutes" numeric,
  	"attempts_allowed" numeric DEFAULT 1,
  	"marks_per_correct" numeric DEFAULT 2,
  	"negative_marks" numeric DEFAULT 0,
  	"qualifying_percent" numeric,
  	"previous_cutoff" numeric,
  	"opens_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"is_free" boolean DEFAULT true,
  	"solutions_visibility" "enum_tests_solutions_visibility" DEFAULT 'immediately',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tests_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tests_locales" (
  	"title" varchar,
  	"instructions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"questions_id" integer
  );
  
  CREATE TABLE "_tests_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tests_v_version_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tests_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__tests_v_version_kind",
  	"version_duration_minutes" numeric,
  	"version_attempts_allowed" numeric DEFAULT 1,
  	"version_marks_per_correct" numeric DEFAULT 2,
  	"version_negative_marks" numeric DEFAULT 0,
  	"version_qualifying_percent" numeric,
  	"version_previous_cutoff" numeric,
  	"version_opens_at" timestamp(3) with time zone,
  	"version_closes_at" timestamp(3) with time zone,
  	"version_is_free" boolean DEFAULT true,
  	"version_solutions_visibility" "enum__tests_v_version_solutions_visibility" DEFAULT 'immediately',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tests_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tests_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tests_v_locales" (
  	"version_title" varchar,
  	"version_instructions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tests_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"questions_id" integer
  );
  
  CREATE TABLE "test_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_test_series_kind",
  	"is_paid" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"product_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_test_series_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "test_series_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "test_series_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tests_id" integer
  );
  
  CREATE TABLE "_test_series_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__test_series_v_version_kind",
  	"version_is_paid" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_product_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__test_series_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__test_series_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_test_series_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_test_series_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tests_id" integer
  );
  
  CREATE TABLE "current_affairs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"region" "enum_current_affairs_region" DEFAULT 'punjab',
  	"category" varchar,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_current_affairs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "current_affairs_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "current_affairs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_current_affairs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_region" "enum__current_affairs_v_version_region" DEFAULT 'punjab',
  	"version_category" varchar,
  	"version_source" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__current_affairs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__current_affairs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_current_affairs_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_current_affairs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "pyq_papers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"year" numeric,
  	"stage" "enum_pyq_papers_stage",
  	"paper" varchar,
  	"pattern" varchar,
  	"question_count" numeric,
  	"total_marks" numeric,
  	"duration_minutes" numeric,
  	"cutoff" numeric,
  	"question_paper_id" integer,
  	"answer_key_id" integer,
  	"test_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pyq_papers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pyq_papers_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pyq_papers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_year" numeric,
  	"version_stage" "enum__pyq_papers_v_version_stage",
  	"version_paper" varchar,
  	"version_pattern" varchar,
  	"version_question_count" numeric,
  	"version_total_marks" numeric,
  	"version_duration_minutes" numeric,
  	"version_cutoff" numeric,
  	"version_question_paper_id" integer,
  	"version_answer_key_id" integer,
  	"version_test_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pyq_papers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pyq_papers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pyq_papers_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_includes_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_products_kind",
  	"price" numeric,
  	"offer_price" numeric,
  	"order" numeric DEFAULT 0,
  	"validity" varchar,
  	"language" "enum_products_language" DEFAULT 'bilingual',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_products_v_version_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_includes_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_kind" "enum__products_v_version_kind",
  	"version_price" numeric,
  	"version_offer_price" numeric,
  	"version_order" numeric DEFAULT 0,
  	"version_validity" varchar,
  	"version_language" "enum__products_v_version_language" DEFAULT 'bilingual',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "success_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"rank" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"district" varchar,
  	"photo_id" integer,
  	"seed_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "success_stories_locales" (
  	"quote" varchar NOT NULL,
  	"story" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_faqs_group" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"seed_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"topics_id" integer,
  	"questions_id" integer,
  	"tests_id" integer,
  	"test_series_id" integer,
  	"current_affairs_id" integer,
  	"pyq_papers_id" integer,
  	"products_id" integer,
  	"success_stories_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_items_submenu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"is_paid" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_items_submenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"is_paid" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"is_paid" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Punjab PCS Academy' NOT NULL,
  	"tagline" varchar DEFAULT 'Your Partner in Exam Success.' NOT NULL,
  	"support_email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"banner_title" varchar DEFAULT 'Admissions Open!' NOT NULL,
  	"banner_text" varchar DEFAULT 'Enroll now! for premium courses in your region' NOT NULL,
  	"banner_link" varchar DEFAULT '/products',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_locales" ADD CONSTRAINT "topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_topics_v" ADD CONSTRAINT "_topics_v_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_topics_v_locales" ADD CONSTRAINT "_topics_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_topics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_options" ADD CONSTRAINT "questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_options_locales" ADD CONSTRAINT "questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_locales" ADD CONSTRAINT "questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tests_sections" ADD CONSTRAINT "tests_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tests_sections_locales" ADD CONSTRAINT "tests_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tests_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tests_locales" ADD CONSTRAINT "tests_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tests_rels" ADD CONSTRAINT "tests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tests_rels" ADD CONSTRAINT "tests_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_version_sections" ADD CONSTRAINT "_tests_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_version_sections_locales" ADD CONSTRAINT "_tests_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tests_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v" ADD CONSTRAINT "_tests_v_parent_id_tests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tests_v_locales" ADD CONSTRAINT "_tests_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_rels" ADD CONSTRAINT "_tests_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_rels" ADD CONSTRAINT "_tests_v_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "test_series" ADD CONSTRAINT "test_series_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "test_series_locales" ADD CONSTRAINT "test_series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."test_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "test_series_rels" ADD CONSTRAINT "test_series_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."test_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "test_series_rels" ADD CONSTRAINT "test_series_rels_tests_fk" FOREIGN KEY ("tests_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_test_series_v" ADD CONSTRAINT "_test_series_v_parent_id_test_series_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."test_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_test_series_v" ADD CONSTRAINT "_test_series_v_version_product_id_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_test_series_v_locales" ADD CONSTRAINT "_test_series_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_test_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_test_series_v_rels" ADD CONSTRAINT "_test_series_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_test_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_test_series_v_rels" ADD CONSTRAINT "_test_series_v_rels_tests_fk" FOREIGN KEY ("tests_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "current_affairs_locales" ADD CONSTRAINT "current_affairs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."current_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "current_affairs_rels" ADD CONSTRAINT "current_affairs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."current_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "current_affairs_rels" ADD CONSTRAINT "current_affairs_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_current_affairs_v" ADD CONSTRAINT "_current_affairs_v_parent_id_current_affairs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."current_affairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_current_affairs_v_locales" ADD CONSTRAINT "_current_affairs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_current_affairs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_current_affairs_v_rels" ADD CONSTRAINT "_current_affairs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_current_affairs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_current_affairs_v_rels" ADD CONSTRAINT "_current_affairs_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pyq_papers" ADD CONSTRAINT "pyq_papers_question_paper_id_media_id_fk" FOREIGN KEY ("question_paper_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pyq_papers" ADD CONSTRAINT "pyq_papers_answer_key_id_media_id_fk" FOREIGN KEY ("answer_key_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pyq_papers" ADD CONSTRAINT "pyq_papers_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pyq_papers_locales" ADD CONSTRAINT "pyq_papers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pyq_papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pyq_papers_v" ADD CONSTRAINT "_pyq_papers_v_parent_id_pyq_papers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pyq_papers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pyq_papers_v" ADD CONSTRAINT "_pyq_papers_v_version_question_paper_id_media_id_fk" FOREIGN KEY ("version_question_paper_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pyq_papers_v" ADD CONSTRAINT "_pyq_papers_v_version_answer_key_id_media_id_fk" FOREIGN KEY ("version_answer_key_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pyq_papers_v" ADD CONSTRAINT "_pyq_papers_v_version_test_id_tests_id_fk" FOREIGN KEY ("version_test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pyq_papers_v_locales" ADD CONSTRAINT "_pyq_papers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pyq_papers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_includes" ADD CONSTRAINT "products_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_includes_locales" ADD CONSTRAINT "products_includes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_includes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faqs" ADD CONSTRAINT "products_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faqs_locales" ADD CONSTRAINT "products_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_includes" ADD CONSTRAINT "_products_v_version_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_includes_locales" ADD CONSTRAINT "_products_v_version_includes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_includes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faqs" ADD CONSTRAINT "_products_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faqs_locales" ADD CONSTRAINT "_products_v_version_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "success_stories_locales" ADD CONSTRAINT "success_stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tests_fk" FOREIGN KEY ("tests_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_series_fk" FOREIGN KEY ("test_series_id") REFERENCES "public"."test_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_current_affairs_fk" FOREIGN KEY ("current_affairs_id") REFERENCES "public"."current_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pyq_papers_fk" FOREIGN KEY ("pyq_papers_id") REFERENCES "public"."pyq_papers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_submenu_children" ADD CONSTRAINT "navigation_items_submenu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_submenu" ADD CONSTRAINT "navigation_items_submenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "topics_stage_idx" ON "topics" USING btree ("stage");
  CREATE UNIQUE INDEX "topics_slug_idx" ON "topics" USING btree ("slug");
  CREATE INDEX "topics_updated_at_idx" ON "topics" USING btree ("updated_at");
  CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");
  CREATE INDEX "topics__status_idx" ON "topics" USING btree ("_status");
  CREATE UNIQUE INDEX "topics_locales_locale_parent_id_unique" ON "topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_topics_v_parent_idx" ON "_topics_v" USING btree ("parent_id");
  CREATE INDEX "_topics_v_version_version_stage_idx" ON "_topics_v" USING btree ("version_stage");
  CREATE INDEX "_topics_v_version_version_slug_idx" ON "_topics_v" USING btree ("version_slug");
  CREATE INDEX "_topics_v_version_version_updated_at_idx" ON "_topics_v" USING btree ("version_updated_at");
  CREATE INDEX "_topics_v_version_version_created_at_idx" ON "_topics_v" USING btree ("version_created_at");
  CREATE INDEX "_topics_v_version_version__status_idx" ON "_topics_v" USING btree ("version__status");
  CREATE INDEX "_topics_v_created_at_idx" ON "_topics_v" USING btree ("created_at");
  CREATE INDEX "_topics_v_updated_at_idx" ON "_topics_v" USING btree ("updated_at");
  CREATE INDEX "_topics_v_snapshot_idx" ON "_topics_v" USING btree ("snapshot");
  CREATE INDEX "_topics_v_published_locale_idx" ON "_topics_v" USING btree ("published_locale");
  CREATE INDEX "_topics_v_latest_idx" ON "_topics_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_topics_v_locales_locale_parent_id_unique" ON "_topics_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questions_options_order_idx" ON "questions_options" USING btree ("_order");
  CREATE INDEX "questions_options_parent_id_idx" ON "questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "questions_options_locales_locale_parent_id_unique" ON "questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questions_image_idx" ON "questions" USING btree ("image_id");
  CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_id");
  CREATE UNIQUE INDEX "questions_seed_key_idx" ON "questions" USING btree ("seed_key");
  CREATE INDEX "questions_updated_at_idx" ON "questions" USING btree ("updated_at");
  CREATE INDEX "questions_created_at_idx" ON "questions" USING btree ("created_at");
  CREATE UNIQUE INDEX "questions_locales_locale_parent_id_unique" ON "questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tests_sections_order_idx" ON "tests_sections" USING btree ("_order");
  CREATE INDEX "tests_sections_parent_id_idx" ON "tests_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tests_sections_locales_locale_parent_id_unique" ON "tests_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tests_slug_idx" ON "tests" USING btree ("slug");
  CREATE INDEX "tests_updated_at_idx" ON "tests" USING btree ("updated_at");
  CREATE INDEX "tests_created_at_idx" ON "tests" USING btree ("created_at");
  CREATE INDEX "tests__status_idx" ON "tests" USING btree ("_status");
  CREATE UNIQUE INDEX "tests_locales_locale_parent_id_unique" ON "tests_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tests_rels_order_idx" ON "tests_rels" USING btree ("order");
  CREATE INDEX "tests_rels_parent_idx" ON "tests_rels" USING btree ("parent_id");
  CREATE INDEX "tests_rels_path_idx" ON "tests_rels" USING btree ("path");
  CREATE INDEX "tests_rels_questions_id_idx" ON "tests_rels" USING btree ("questions_id");
  CREATE INDEX "_tests_v_version_sections_order_idx" ON "_tests_v_version_sections" USING btree ("_order");
  CREATE INDEX "_tests_v_version_sections_parent_id_idx" ON "_tests_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_tests_v_version_sections_locales_locale_parent_id_unique" ON "_tests_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tests_v_parent_idx" ON "_tests_v" USING btree ("parent_id");
  CREATE INDEX "_tests_v_version_version_slug_idx" ON "_tests_v" USING btree ("version_slug");
  CREATE INDEX "_tests_v_version_version_updated_at_idx" ON "_tests_v" USING btree ("version_updated_at");
  CREATE INDEX "_tests_v_version_version_created_at_idx" ON "_tests_v" USING btree ("version_created_at");
  CREATE INDEX "_tests_v_version_version__status_idx" ON "_tests_v" USING btree ("version__status");
  CREATE INDEX "_tests_v_created_at_idx" ON "_tests_v" USING btree ("created_at");
  CREATE INDEX "_tests_v_updated_at_idx" ON "_tests_v" USING btree ("updated_at");
  CREATE INDEX "_tests_v_snapshot_idx" ON "_tests_v" USING btree ("snapshot");
  CREATE INDEX "_tests_v_published_locale_idx" ON "_tests_v" USING btree ("published_locale");
  CREATE INDEX "_tests_v_latest_idx" ON "_tests_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_tests_v_locales_locale_parent_id_unique" ON "_tests_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tests_v_rels_order_idx" ON "_tests_v_rels" USING btree ("order");
  CREATE INDEX "_tests_v_rels_parent_idx" ON "_tests_v_rels" USING btree ("parent_id");
  CREATE INDEX "_tests_v_rels_path_idx" ON "_tests_v_rels" USING btree ("path");
  CREATE INDEX "_tests_v_rels_questions_id_idx" ON "_tests_v_rels" USING btree ("questions_id");
  CREATE UNIQUE INDEX "test_series_slug_idx" ON "test_series" USING btree ("slug");
  CREATE INDEX "test_series_product_idx" ON "test_series" USING btree ("product_id");
  CREATE INDEX "test_series_updated_at_idx" ON "test_series" USING btree ("updated_at");
  CREATE INDEX "test_series_created_at_idx" ON "test_series" USING btree ("created_at");
  CREATE INDEX "test_series__status_idx" ON "test_series" USING btree ("_status");
  CREATE UNIQUE INDEX "test_series_locales_locale_parent_id_unique" ON "test_series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "test_series_rels_order_idx" ON "test_series_rels" USING btree ("order");
  CREATE INDEX "test_series_rels_parent_idx" ON "test_series_rels" USING btree ("parent_id");
  CREATE INDEX "test_series_rels_path_idx" ON "test_series_rels" USING btree ("path");
  CREATE INDEX "test_series_rels_tests_id_idx" ON "test_series_rels" USING btree ("tests_id");
  CREATE INDEX "_test_series_v_parent_idx" ON "_test_series_v" USING btree ("parent_id");
  CREATE INDEX "_test_series_v_version_version_slug_idx" ON "_test_series_v" USING btree ("version_slug");
  CREATE INDEX "_test_series_v_version_version_product_idx" ON "_test_series_v" USING btree ("version_product_id");
  CREATE INDEX "_test_series_v_version_version_updated_at_idx" ON "_test_series_v" USING btree ("version_updated_at");
  CREATE INDEX "_test_series_v_version_version_created_at_idx" ON "_test_series_v" USING btree ("version_created_at");
  CREATE INDEX "_test_series_v_version_version__status_idx" ON "_test_series_v" USING btree ("version__status");
  CREATE INDEX "_test_series_v_created_at_idx" ON "_test_series_v" USING btree ("created_at");
  CREATE INDEX "_test_series_v_updated_at_idx" ON "_test_series_v" USING btree ("updated_at");
  CREATE INDEX "_test_series_v_snapshot_idx" ON "_test_series_v" USING btree ("snapshot");
  CREATE INDEX "_test_series_v_published_locale_idx" ON "_test_series_v" USING btree ("published_locale");
  CREATE INDEX "_test_series_v_latest_idx" ON "_test_series_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_test_series_v_locales_locale_parent_id_unique" ON "_test_series_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_test_series_v_rels_order_idx" ON "_test_series_v_rels" USING btree ("order");
  CREATE INDEX "_test_series_v_rels_parent_idx" ON "_test_series_v_rels" USING btree ("parent_id");
  CREATE INDEX "_test_series_v_rels_path_idx" ON "_test_series_v_rels" USING btree ("path");
  CREATE INDEX "_test_series_v_rels_tests_id_idx" ON "_test_series_v_rels" USING btree ("tests_id");
  CREATE UNIQUE INDEX "current_affairs_slug_idx" ON "current_affairs" USING btree ("slug");
  CREATE INDEX "current_affairs_date_idx" ON "current_affairs" USING btree ("date");
  CREATE INDEX "current_affairs_updated_at_idx" ON "current_affairs" USING btree ("updated_at");
  CREATE INDEX "current_affairs_created_at_idx" ON "current_affairs" USING btree ("created_at");
  CREATE INDEX "current_affairs__status_idx" ON "current_affairs" USING btree ("_status");
  CREATE UNIQUE INDEX "current_affairs_locales_locale_parent_id_unique" ON "current_affairs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "current_affairs_rels_order_idx" ON "current_affairs_rels" USING btree ("order");
  CREATE INDEX "current_affairs_rels_parent_idx" ON "current_affairs_rels" USING btree ("parent_id");
  CREATE INDEX "current_affairs_rels_path_idx" ON "current_affairs_rels" USING btree ("path");
  CREATE INDEX "current_affairs_rels_topics_id_idx" ON "current_affairs_rels" USING btree ("topics_id");
  CREATE INDEX "_current_affairs_v_parent_idx" ON "_current_affairs_v" USING btree ("parent_id");
  CREATE INDEX "_current_affairs_v_version_version_slug_idx" ON "_current_affairs_v" USING btree ("version_slug");
  CREATE INDEX "_current_affairs_v_version_version_date_idx" ON "_current_affairs_v" USING btree ("version_date");
  CREATE INDEX "_current_affairs_v_version_version_updated_at_idx" ON "_current_affairs_v" USING btree ("version_updated_at");
  CREATE INDEX "_current_affairs_v_version_version_created_at_idx" ON "_current_affairs_v" USING btree ("version_created_at");
  CREATE INDEX "_current_affairs_v_version_version__status_idx" ON "_current_affairs_v" USING btree ("version__status");
  CREATE INDEX "_current_affairs_v_created_at_idx" ON "_current_affairs_v" USING btree ("created_at");
  CREATE INDEX "_current_affairs_v_updated_at_idx" ON "_current_affairs_v" USING btree ("updated_at");
  CREATE INDEX "_current_affairs_v_snapshot_idx" ON "_current_affairs_v" USING btree ("snapshot");
  CREATE INDEX "_current_affairs_v_published_locale_idx" ON "_current_affairs_v" USING btree ("published_locale");
  CREATE INDEX "_current_affairs_v_latest_idx" ON "_current_affairs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_current_affairs_v_locales_locale_parent_id_unique" ON "_current_affairs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_current_affairs_v_rels_order_idx" ON "_current_affairs_v_rels" USING btree ("order");
  CREATE INDEX "_current_affairs_v_rels_parent_idx" ON "_current_affairs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_current_affairs_v_rels_path_idx" ON "_current_affairs_v_rels" USING btree ("path");
  CREATE INDEX "_current_affairs_v_rels_topics_id_idx" ON "_current_affairs_v_rels" USING btree ("topics_id");
  CREATE UNIQUE INDEX "pyq_papers_slug_idx" ON "pyq_papers" USING btree ("slug");
  CREATE INDEX "pyq_papers_year_idx" ON "pyq_papers" USING btree ("year");
  CREATE INDEX "pyq_papers_question_paper_idx" ON "pyq_papers" USING btree ("question_paper_id");
  CREATE INDEX "pyq_papers_answer_key_idx" ON "pyq_papers" USING btree ("answer_key_id");
  CREATE INDEX "pyq_papers_test_idx" ON "pyq_papers" USING btree ("test_id");
  CREATE INDEX "pyq_papers_updated_at_idx" ON "pyq_papers" USING btree ("updated_at");
  CREATE INDEX "pyq_papers_created_at_idx" ON "pyq_papers" USING btree ("created_at");
  CREATE INDEX "pyq_papers__status_idx" ON "pyq_papers" USING btree ("_status");
  CREATE UNIQUE INDEX "pyq_papers_locales_locale_parent_id_unique" ON "pyq_papers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pyq_papers_v_parent_idx" ON "_pyq_papers_v" USING btree ("parent_id");
  CREATE INDEX "_pyq_papers_v_version_version_slug_idx" ON "_pyq_papers_v" USING btree ("version_slug");
  CREATE INDEX "_pyq_papers_v_version_version_year_idx" ON "_pyq_papers_v" USING btree ("version_year");
  CREATE INDEX "_pyq_papers_v_version_version_question_paper_idx" ON "_pyq_papers_v" USING btree ("version_question_paper_id");
  CREATE INDEX "_pyq_papers_v_version_version_answer_key_idx" ON "_pyq_papers_v" USING btree ("version_answer_key_id");
  CREATE INDEX "_pyq_papers_v_version_version_test_idx" ON "_pyq_papers_v" USING btree ("version_test_id");
  CREATE INDEX "_pyq_papers_v_version_version_updated_at_idx" ON "_pyq_papers_v" USING btree ("version_updated_at");
  CREATE INDEX "_pyq_papers_v_version_version_created_at_idx" ON "_pyq_papers_v" USING btree ("version_created_at");
  CREATE INDEX "_pyq_papers_v_version_version__status_idx" ON "_pyq_papers_v" USING btree ("version__status");
  CREATE INDEX "_pyq_papers_v_created_at_idx" ON "_pyq_papers_v" USING btree ("created_at");
  CREATE INDEX "_pyq_papers_v_updated_at_idx" ON "_pyq_papers_v" USING btree ("updated_at");
  CREATE INDEX "_pyq_papers_v_snapshot_idx" ON "_pyq_papers_v" USING btree ("snapshot");
  CREATE INDEX "_pyq_papers_v_published_locale_idx" ON "_pyq_papers_v" USING btree ("published_locale");
  CREATE INDEX "_pyq_papers_v_latest_idx" ON "_pyq_papers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pyq_papers_v_locales_locale_parent_id_unique" ON "_pyq_papers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_includes_order_idx" ON "products_includes" USING btree ("_order");
  CREATE INDEX "products_includes_parent_id_idx" ON "products_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_includes_locales_locale_parent_id_unique" ON "products_includes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_faqs_order_idx" ON "products_faqs" USING btree ("_order");
  CREATE INDEX "products_faqs_parent_id_idx" ON "products_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_faqs_locales_locale_parent_id_unique" ON "products_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_version_includes_order_idx" ON "_products_v_version_includes" USING btree ("_order");
  CREATE INDEX "_products_v_version_includes_parent_id_idx" ON "_products_v_version_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_includes_locales_locale_parent_id_unique" ON "_products_v_version_includes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_faqs_order_idx" ON "_products_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_products_v_version_faqs_parent_id_idx" ON "_products_v_version_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_faqs_locales_locale_parent_id_unique" ON "_products_v_version_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "success_stories_photo_idx" ON "success_stories" USING btree ("photo_id");
  CREATE UNIQUE INDEX "success_stories_seed_key_idx" ON "success_stories" USING btree ("seed_key");
  CREATE INDEX "success_stories_updated_at_idx" ON "success_stories" USING btree ("updated_at");
  CREATE INDEX "success_stories_created_at_idx" ON "success_stories" USING btree ("created_at");
  CREATE UNIQUE INDEX "success_stories_locales_locale_parent_id_unique" ON "success_stories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_seed_key_idx" ON "faqs" USING btree ("seed_key");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("topics_id");
  CREATE INDEX "payload_locked_documents_rels_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("questions_id");
  CREATE INDEX "payload_locked_documents_rels_tests_id_idx" ON "payload_locked_documents_rels" USING btree ("tests_id");
  CREATE INDEX "payload_locked_documents_rels_test_series_id_idx" ON "payload_locked_documents_rels" USING btree ("test_series_id");
  CREATE INDEX "payload_locked_documents_rels_current_affairs_id_idx" ON "payload_locked_documents_rels" USING btree ("current_affairs_id");
  CREATE INDEX "payload_locked_documents_rels_pyq_papers_id_idx" ON "payload_locked_documents_rels" USING btree ("pyq_papers_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_success_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("success_stories_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_items_submenu_children_order_idx" ON "navigation_items_submenu_children" USING btree ("_order");
  CREATE INDEX "navigation_items_submenu_children_parent_id_idx" ON "navigation_items_submenu_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_submenu_order_idx" ON "navigation_items_submenu" USING btree ("_order");
  CREATE INDEX "navigation_items_submenu_parent_id_idx" ON "navigation_items_submenu" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "topics" CASCADE;
  DROP TABLE "topics_locales" CASCADE;
  DROP TABLE "_topics_v" CASCADE;
  DROP TABLE "_topics_v_locales" CASCADE;
  DROP TABLE "questions_options" CASCADE;
  DROP TABLE "questions_options_locales" CASCADE;
  DROP TABLE "questions" CASCADE;
  DROP TABLE "questions_locales" CASCADE;
  DROP TABLE "tests_sections" CASCADE;
  DROP TABLE "tests_sections_locales" CASCADE;
  DROP TABLE "tests" CASCADE;
  DROP TABLE "tests_locales" CASCADE;
  DROP TABLE "tests_rels" CASCADE;
  DROP TABLE "_tests_v_version_sections" CASCADE;
  DROP TABLE "_tests_v_version_sections_locales" CASCADE;
  DROP TABLE "_tests_v" CASCADE;
  DROP TABLE "_tests_v_locales" CASCADE;
  DROP TABLE "_tests_v_rels" CASCADE;
  DROP TABLE "test_series" CASCADE;
  DROP TABLE "test_series_locales" CASCADE;
  DROP TABLE "test_series_rels" CASCADE;
  DROP TABLE "_test_series_v" CASCADE;
  DROP TABLE "_test_series_v_locales" CASCADE;
  DROP TABLE "_test_series_v_rels" CASCADE;
  DROP TABLE "current_affairs" CASCADE;
  DROP TABLE "current_affairs_locales" CASCADE;
  DROP TABLE "current_affairs_rels" CASCADE;
  DROP TABLE "_current_affairs_v" CASCADE;
  DROP TABLE "_current_affairs_v_locales" CASCADE;
  DROP TABLE "_current_affairs_v_rels" CASCADE;
  DROP TABLE "pyq_papers" CASCADE;
  DROP TABLE "pyq_papers_locales" CASCADE;
  DROP TABLE "_pyq_papers_v" CASCADE;
  DROP TABLE "_pyq_papers_v_locales" CASCADE;
  DROP TABLE "products_includes" CASCADE;
  DROP TABLE "products_includes_locales" CASCADE;
  DROP TABLE "products_faqs" CASCADE;
  DROP TABLE "products_faqs_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_includes" CASCADE;
  DROP TABLE "_products_v_version_includes_locales" CASCADE;
  DROP TABLE "_products_v_version_faqs" CASCADE;
  DROP TABLE "_products_v_version_faqs_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "success_stories" CASCADE;
  DROP TABLE "success_stories_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_items_submenu_children" CASCADE;
  DROP TABLE "navigation_items_submenu" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_topics_stage";
  DROP TYPE "public"."enum_topics_status";
  DROP TYPE "public"."enum__topics_v_version_stage";
  DROP TYPE "public"."enum__topics_v_version_status";
  DROP TYPE "public"."enum__topics_v_published_locale";
  DROP TYPE "public"."enum_questions_correct_option";
  DROP TYPE "public"."enum_questions_difficulty";
  DROP TYPE "public"."enum_tests_kind";
  DROP TYPE "public"."enum_tests_solutions_visibility";
  DROP TYPE "public"."enum_tests_status";
  DROP TYPE "public"."enum__tests_v_version_kind";
  DROP TYPE "public"."enum__tests_v_version_solutions_visibility";
  DROP TYPE "public"."enum__tests_v_version_status";
  DROP TYPE "public"."enum__tests_v_published_locale";
  DROP TYPE "public"."enum_test_series_kind";
  DROP TYPE "public"."enum_test_series_status";
  DROP TYPE "public"."enum__test_series_v_version_kind";
  DROP TYPE "public"."enum__test_series_v_version_status";
  DROP TYPE "public"."enum__test_series_v_published_locale";
  DROP TYPE "public"."enum_current_affairs_region";
  DROP TYPE "public"."enum_current_affairs_status";
  DROP TYPE "public"."enum__current_affairs_v_version_region";
  DROP TYPE "public"."enum__current_affairs_v_version_status";
  DROP TYPE "public"."enum__current_affairs_v_published_locale";
  DROP TYPE "public"."enum_pyq_papers_stage";
  DROP TYPE "public"."enum_pyq_papers_status";
  DROP TYPE "public"."enum__pyq_papers_v_version_stage";
  DROP TYPE "public"."enum__pyq_papers_v_version_status";
  DROP TYPE "public"."enum__pyq_papers_v_published_locale";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_language";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_kind";
  DROP TYPE "public"."enum__products_v_version_language";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_faqs_group";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_social_links_platform";`)
}
