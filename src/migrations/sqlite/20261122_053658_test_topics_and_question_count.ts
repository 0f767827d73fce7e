import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tests\` ADD \`question_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`tests_rels\` ADD \`topics_id\` integer REFERENCES topics(id);`)
  await db.run(sql`CREATE INDEX \`tests_rels_topics_id_idx\` ON \`tests_rels\` (\`topics_id\`);`)
  await db.run(sql`ALTER TABLE \`_tests_v\` ADD \`version_question_count\` numeric;`)
  await db.run(sql`ALTER TABLE \`_tests_v_rels\` ADD \`topics_id\` integer REFERENCES topics(id);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_topics_id_idx\` ON \`_tests_v_rels\` (\`topics_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_tests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`questions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tests_rels\`("id", "order", "parent_id", "path", "questions_id") SELECT "id", "order", "parent_id", "path", "questions_id" FROM \`tests_rels\`;`)
  await db.run(sql`DROP TABLE \`tests_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_tests_rels\` RENAME TO \`tests_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`tests_rels_order_idx\` ON \`tests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_parent_idx\` ON \`tests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_path_idx\` ON \`tests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tests_rels_questions_id_idx\` ON \`tests_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__tests_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`questions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__tests_v_rels\`("id", "order", "parent_id", "path", "questions_id") SELECT "id", "order", "parent_id", "path", "questions_id" FROM \`_tests_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_tests_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__tests_v_rels\` RENAME TO \`_tests_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_order_idx\` ON \`_tests_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_parent_idx\` ON \`_tests_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_path_idx\` ON \`_tests_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_tests_v_rels_questions_id_idx\` ON \`_tests_v_rels\` (\`questions_id\`);`)
  await db.run(sql`ALTER TABLE \`tests\` DROP COLUMN \`question_count\`;`)
  await db.run(sql`ALTER TABLE \`_tests_v\` DROP COLUMN \`version_question_count\`;`)
}
