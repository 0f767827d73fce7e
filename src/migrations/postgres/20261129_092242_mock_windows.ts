import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_leaderboard_name" AS ENUM('initials', 'name', 'anonymous');
  ALTER TABLE "users" ADD COLUMN "leaderboard_name" "enum_users_leaderboard_name" DEFAULT 'initials';
  ALTER TABLE "tests" ADD COLUMN "window_starts_at" timestamp(3) with time zone;
  ALTER TABLE "tests" ADD COLUMN "window_late_entry_until" timestamp(3) with time zone;
  ALTER TABLE "tests" ADD COLUMN "window_ends_at" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_window_starts_at" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_window_late_entry_until" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_window_ends_at" timestamp(3) with time zone;
  CREATE INDEX "tests_window_window_starts_at_idx" ON "tests" USING btree ("window_starts_at");
  CREATE INDEX "_tests_v_version_window_version_window_starts_at_idx" ON "_tests_v" USING btree ("version_window_starts_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tests_window_window_starts_at_idx";
  DROP INDEX "_tests_v_version_window_version_window_starts_at_idx";
  ALTER TABLE "users" DROP COLUMN "leaderboard_name";
  ALTER TABLE "tests" DROP COLUMN "window_starts_at";
  ALTER TABLE "tests" DROP COLUMN "window_late_entry_until";
  ALTER TABLE "tests" DROP COLUMN "window_ends_at";
  ALTER TABLE "_tests_v" DROP COLUMN "version_window_starts_at";
  ALTER TABLE "_tests_v" DROP COLUMN "version_window_late_entry_until";
  ALTER TABLE "_tests_v" DROP COLUMN "version_window_ends_at";
  DROP TYPE "public"."enum_users_leaderboard_name";`)
}
