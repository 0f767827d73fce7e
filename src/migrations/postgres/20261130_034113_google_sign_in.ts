import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "allow_google_sign_in" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "google_sub" varchar;
  CREATE UNIQUE INDEX "users_google_sub_idx" ON "users" USING btree ("google_sub");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_google_sub_idx";
  ALTER TABLE "users" DROP COLUMN "allow_google_sign_in";
  ALTER TABLE "users" DROP COLUMN "google_sub";`)
}
