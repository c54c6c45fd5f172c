import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "saved_tools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_tools_id" integer;
  ALTER TABLE "saved_tools" ADD CONSTRAINT "saved_tools_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_tools" ADD CONSTRAINT "saved_tools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_tools_tool_idx" ON "saved_tools" USING btree ("tool_id");
  CREATE INDEX "saved_tools_user_idx" ON "saved_tools" USING btree ("user_id");
  CREATE INDEX "saved_tools_updated_at_idx" ON "saved_tools" USING btree ("updated_at");
  CREATE INDEX "saved_tools_created_at_idx" ON "saved_tools" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_tool_idx" ON "saved_tools" USING btree ("user_id","tool_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_tools_fk" FOREIGN KEY ("saved_tools_id") REFERENCES "public"."saved_tools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_tools_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_tools_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_tools" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_tools" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_tools_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_tools_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_tools_id";`)
}
