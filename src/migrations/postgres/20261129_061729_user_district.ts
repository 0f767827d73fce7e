import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_district" AS ENUM('amritsar', 'barnala', 'bathinda', 'faridkot', 'fatehgarh-sahib', 'fazilka', 'ferozepur', 'gurdaspur', 'hoshiarpur', 'jalandhar', 'kapurthala', 'ludhiana', 'malerkotla', 'mansa', 'moga', 'sri-muktsar-sahib', 'pathankot', 'patiala', 'rupnagar', 'sahibzada-ajit-singh-nagar', 'sangrur', 'shahid-bhagat-singh-nagar', 'tarn-taran', 'outside-punjab');
  ALTER TABLE "users" ADD COLUMN "district" "enum_users_district";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "district";
  DROP TYPE "public"."enum_users_district";`)
}
