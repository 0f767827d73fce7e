import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_second_factor" AS ENUM('totp', 'sms');
  ALTER TABLE "users" ADD COLUMN "second_factor" "enum_users_second_factor";
  ALTER TABLE "users" ADD COLUMN "second_factor_reset_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "second_factor_reset_by" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;`)
  // Staff sign in in two steps from now on (ADR 052): their sessions opened with a password alone end.
  await db.execute(sql`DELETE FROM "users_sessions" WHERE "_parent_id" IN (SELECT "id" FROM "users" WHERE "role" IN ('admin', 'editor'));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "second_factor";
  ALTER TABLE "users" DROP COLUMN "second_factor_reset_at";
  ALTER TABLE "users" DROP COLUMN "second_factor_reset_by";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  DROP TYPE "public"."enum_users_second_factor";`)
}
