import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tools" ADD COLUMN "categorization_tried_at" timestamp(3) with time zone;
  ALTER TABLE "tools" ADD COLUMN "content_tried_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_categorization_tried_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_content_tried_at" timestamp(3) with time zone;`)
  // Hand-written: tool names are unique regardless of letter case (Payload can't express an index
  // on lower(name)). Names an older database already holds twice get their id appended first, so
  // the index can be built; nothing is deleted.
  await db.execute(sql`
   UPDATE "tools" t SET "name" = t."name" || ' (' || t."id" || ')'
   WHERE EXISTS (SELECT 1 FROM "tools" o WHERE lower(o."name") = lower(t."name") AND o."id" < t."id");
  CREATE UNIQUE INDEX "tools_name_lower_unique" ON "tools" (lower("name"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "tools_name_lower_unique";
   ALTER TABLE "tools" DROP COLUMN "categorization_tried_at";
  ALTER TABLE "tools" DROP COLUMN "content_tried_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_categorization_tried_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_content_tried_at";`)
}
