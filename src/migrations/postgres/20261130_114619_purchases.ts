import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_buyer_state" AS ENUM('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '26', '27', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('created', 'paid', 'failed', 'refunded');
  CREATE TYPE "public"."enum_orders_confirmed_by" AS ENUM('callback', 'webhook', 'gateway');
  CREATE TYPE "public"."enum_site_settings_billing_state" AS ENUM('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '26', '27', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'end-offer' BEFORE 'rescore-question';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'end-offer' BEFORE 'rescore-question';
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"product_title" varchar NOT NULL,
  	"amount_paise" numeric NOT NULL,
  	"access_until" timestamp(3) with time zone NOT NULL,
  	"buyer_name" varchar NOT NULL,
  	"buyer_state" "enum_orders_buyer_state" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'created' NOT NULL,
  	"gateway_order_id" varchar,
  	"gateway_payment_id" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"confirmed_by" "enum_orders_confirmed_by",
  	"failure_reason" varchar,
  	"invoice_number" varchar,
  	"refund_requested" boolean DEFAULT false,
  	"refund_reason" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"gateway_refund_id" varchar,
  	"refunded_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "enrolments" ADD COLUMN "order_id" integer;
  ALTER TABLE "products" ADD COLUMN "offer_ends_at" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "access_months" numeric;
  ALTER TABLE "products" ADD COLUMN "access_ends_on" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_offer_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_access_months" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_access_ends_on" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "billing_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "billing_gstin" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "billing_state" "enum_site_settings_billing_state" DEFAULT '03' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "billing_invoice_prefix" varchar DEFAULT 'PCS' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "billing_sac" varchar DEFAULT '999293' NOT NULL;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_gateway_order_id_idx" ON "orders" USING btree ("gateway_order_id");
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "enrolments_order_idx" ON "enrolments" USING btree ("order_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_order_id_orders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rescore-question', 'notify-objectors', 'notify-evaluated-answer', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rescore-question', 'notify-objectors', 'notify-evaluated-answer', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "enrolments_order_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "enrolments" DROP COLUMN "order_id";
  ALTER TABLE "products" DROP COLUMN "offer_ends_at";
  ALTER TABLE "products" DROP COLUMN "access_months";
  ALTER TABLE "products" DROP COLUMN "access_ends_on";
  ALTER TABLE "_products_v" DROP COLUMN "version_offer_ends_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_access_months";
  ALTER TABLE "_products_v" DROP COLUMN "version_access_ends_on";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "site_settings" DROP COLUMN "billing_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "billing_gstin";
  ALTER TABLE "site_settings" DROP COLUMN "billing_state";
  ALTER TABLE "site_settings" DROP COLUMN "billing_invoice_prefix";
  ALTER TABLE "site_settings" DROP COLUMN "billing_sac";
  DROP TYPE "public"."enum_orders_buyer_state";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_confirmed_by";
  DROP TYPE "public"."enum_site_settings_billing_state";`)
}
