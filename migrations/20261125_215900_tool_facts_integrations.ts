import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tools_compliance_kind" AS ENUM('soc2_type2', 'iso27001', 'gdpr_dpa', 'nyc_ll144_audit', 'eu_ai_act', 'eeoc_adverse_impact', 'wcag');
  CREATE TYPE "public"."enum_tools_compliance_status" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_tools_pricing_facts_model" AS ENUM('per_seat', 'per_hire', 'per_job_slot', 'per_candidate', 'flat', 'usage', 'custom');
  CREATE TYPE "public"."enum_tools_pricing_facts_free_tier" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum__tools_v_version_compliance_kind" AS ENUM('soc2_type2', 'iso27001', 'gdpr_dpa', 'nyc_ll144_audit', 'eu_ai_act', 'eeoc_adverse_impact', 'wcag');
  CREATE TYPE "public"."enum__tools_v_version_compliance_status" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum__tools_v_version_pricing_facts_model" AS ENUM('per_seat', 'per_hire', 'per_job_slot', 'per_candidate', 'flat', 'usage', 'custom');
  CREATE TYPE "public"."enum__tools_v_version_pricing_facts_free_tier" AS ENUM('yes', 'no', 'unknown');
  CREATE TYPE "public"."enum_integrations_kind" AS ENUM('ats', 'hris', 'crm', 'calendar', 'messaging', 'job_board', 'video', 'email', 'productivity', 'automation', 'other');
  CREATE TABLE "tools_compliance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_tools_compliance_kind",
  	"status" "enum_tools_compliance_status" DEFAULT 'unknown',
  	"source_url" varchar,
  	"checked_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_tools_v_version_compliance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__tools_v_version_compliance_kind",
  	"status" "enum__tools_v_version_compliance_status" DEFAULT 'unknown',
  	"source_url" varchar,
  	"checked_at" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"kind" "enum_integrations_kind" DEFAULT 'other' NOT NULL,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tools" ADD COLUMN "integrations_source" varchar;
  ALTER TABLE "tools" ADD COLUMN "integrations_none_published" boolean DEFAULT false;
  ALTER TABLE "tools" ADD COLUMN "pricing_facts_model" "enum_tools_pricing_facts_model";
  ALTER TABLE "tools" ADD COLUMN "pricing_facts_starting_price_usd_month" numeric;
  ALTER TABLE "tools" ADD COLUMN "pricing_facts_free_tier" "enum_tools_pricing_facts_free_tier" DEFAULT 'unknown';
  ALTER TABLE "tools" ADD COLUMN "pricing_facts_free_trial_days" numeric;
  ALTER TABLE "tools" ADD COLUMN "pricing_facts_contact_sales" boolean DEFAULT false;
  ALTER TABLE "tools" ADD COLUMN "facts_verified_at" timestamp(3) with time zone;
  ALTER TABLE "tools" ADD COLUMN "facts_source" varchar;
  ALTER TABLE "tools_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "_tools_v" ADD COLUMN "version_integrations_source" varchar;
  ALTER TABLE "_tools_v" ADD COLUMN "version_integrations_none_published" boolean DEFAULT false;
  ALTER TABLE "_tools_v" ADD COLUMN "version_pricing_facts_model" "enum__tools_v_version_pricing_facts_model";
  ALTER TABLE "_tools_v" ADD COLUMN "version_pricing_facts_starting_price_usd_month" numeric;
  ALTER TABLE "_tools_v" ADD COLUMN "version_pricing_facts_free_tier" "enum__tools_v_version_pricing_facts_free_tier" DEFAULT 'unknown';
  ALTER TABLE "_tools_v" ADD COLUMN "version_pricing_facts_free_trial_days" numeric;
  ALTER TABLE "_tools_v" ADD COLUMN "version_pricing_facts_contact_sales" boolean DEFAULT false;
  ALTER TABLE "_tools_v" ADD COLUMN "version_facts_verified_at" timestamp(3) with time zone;
  ALTER TABLE "_tools_v" ADD COLUMN "version_facts_source" varchar;
  ALTER TABLE "_tools_v_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "tools_compliance" ADD CONSTRAINT "tools_compliance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tools_v_version_compliance" ADD CONSTRAINT "_tools_v_version_compliance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tools_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tools_compliance_order_idx" ON "tools_compliance" USING btree ("_order");
  CREATE INDEX "tools_compliance_parent_id_idx" ON "tools_compliance" USING btree ("_parent_id");
  CREATE INDEX "_tools_v_version_compliance_order_idx" ON "_tools_v_version_compliance" USING btree ("_order");
  CREATE INDEX "_tools_v_version_compliance_parent_id_idx" ON "_tools_v_version_compliance" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "integrations_name_idx" ON "integrations" USING btree ("name");
  CREATE UNIQUE INDEX "integrations_slug_idx" ON "integrations" USING btree ("slug");
  CREATE INDEX "integrations_updated_at_idx" ON "integrations" USING btree ("updated_at");
  CREATE INDEX "integrations_created_at_idx" ON "integrations" USING btree ("created_at");
  ALTER TABLE "tools_rels" ADD CONSTRAINT "tools_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tools_v_rels" ADD CONSTRAINT "_tools_v_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tools_rels_integrations_id_idx" ON "tools_rels" USING btree ("integrations_id");
  CREATE INDEX "_tools_v_rels_integrations_id_idx" ON "_tools_v_rels" USING btree ("integrations_id");
  CREATE INDEX "payload_locked_documents_rels_integrations_id_idx" ON "payload_locked_documents_rels" USING btree ("integrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tools_compliance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tools_v_version_compliance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tools_compliance" CASCADE;
  DROP TABLE "_tools_v_version_compliance" CASCADE;
  DROP TABLE "integrations" CASCADE;
  ALTER TABLE "tools_rels" DROP CONSTRAINT "tools_rels_integrations_fk";
  
  ALTER TABLE "_tools_v_rels" DROP CONSTRAINT "_tools_v_rels_integrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integrations_fk";
  
  DROP INDEX "tools_rels_integrations_id_idx";
  DROP INDEX "_tools_v_rels_integrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_integrations_id_idx";
  ALTER TABLE "tools" DROP COLUMN "integrations_source";
  ALTER TABLE "tools" DROP COLUMN "integrations_none_published";
  ALTER TABLE "tools" DROP COLUMN "pricing_facts_model";
  ALTER TABLE "tools" DROP COLUMN "pricing_facts_starting_price_usd_month";
  ALTER TABLE "tools" DROP COLUMN "pricing_facts_free_tier";
  ALTER TABLE "tools" DROP COLUMN "pricing_facts_free_trial_days";
  ALTER TABLE "tools" DROP COLUMN "pricing_facts_contact_sales";
  ALTER TABLE "tools" DROP COLUMN "facts_verified_at";
  ALTER TABLE "tools" DROP COLUMN "facts_source";
  ALTER TABLE "tools_rels" DROP COLUMN "integrations_id";
  ALTER TABLE "_tools_v" DROP COLUMN "version_integrations_source";
  ALTER TABLE "_tools_v" DROP COLUMN "version_integrations_none_published";
  ALTER TABLE "_tools_v" DROP COLUMN "version_pricing_facts_model";
  ALTER TABLE "_tools_v" DROP COLUMN "version_pricing_facts_starting_price_usd_month";
  ALTER TABLE "_tools_v" DROP COLUMN "version_pricing_facts_free_tier";
  ALTER TABLE "_tools_v" DROP COLUMN "version_pricing_facts_free_trial_days";
  ALTER TABLE "_tools_v" DROP COLUMN "version_pricing_facts_contact_sales";
  ALTER TABLE "_tools_v" DROP COLUMN "version_facts_verified_at";
  ALTER TABLE "_tools_v" DROP COLUMN "version_facts_source";
  ALTER TABLE "_tools_v_rels" DROP COLUMN "integrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integrations_id";
  DROP TYPE "public"."enum_tools_compliance_kind";
  DROP TYPE "public"."enum_tools_compliance_status";
  DROP TYPE "public"."enum_tools_pricing_facts_model";
  DROP TYPE "public"."enum_tools_pricing_facts_free_tier";
  DROP TYPE "public"."enum__tools_v_version_compliance_kind";
  DROP TYPE "public"."enum__tools_v_version_compliance_status";
  DROP TYPE "public"."enum__tools_v_version_pricing_facts_model";
  DROP TYPE "public"."enum__tools_v_version_pricing_facts_free_tier";
  DROP TYPE "public"."enum_integrations_kind";`)
}
