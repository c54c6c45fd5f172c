import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tools" ADD COLUMN "logo_fetch_requested_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_logo_fetch_requested_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tools" DROP COLUMN "logo_fetch_requested_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_logo_fetch_requested_at";`)
}
