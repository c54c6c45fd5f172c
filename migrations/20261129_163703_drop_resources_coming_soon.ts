import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The resources hub no longer announces articles that are not written: its "Coming soon" list goes.
 * A group shows on the hub once one of its articles is published.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "resources_hub_coming_soon" CASCADE;
  DROP TYPE "public"."enum_resources_hub_coming_soon_group";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_resources_hub_coming_soon_group" AS ENUM('guide', 'comparison', 'case-study');
  CREATE TABLE "resources_hub_coming_soon" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"group" "enum_resources_hub_coming_soon_group" NOT NULL
  );
  
  ALTER TABLE "resources_hub_coming_soon" ADD CONSTRAINT "resources_hub_coming_soon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_hub"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "resources_hub_coming_soon_order_idx" ON "resources_hub_coming_soon" USING btree ("_order");
  CREATE INDEX "resources_hub_coming_soon_parent_id_idx" ON "resources_hub_coming_soon" USING btree ("_parent_id");`)
}
