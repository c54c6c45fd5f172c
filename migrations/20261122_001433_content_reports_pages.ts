import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reports_status" AS ENUM('new', 'reviewed', 'dismissed');
  CREATE TYPE "public"."enum_reports_reason" AS ENUM('broken_link', 'misleading', 'wrong_category', 'outdated_pricing', 'other');
  CREATE TYPE "public"."enum_resources_hub_coming_soon_group" AS ENUM('guide', 'comparison', 'case-study');
  CREATE TABLE "reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reports_status" DEFAULT 'new' NOT NULL,
  	"tool_id" integer,
  	"tool_slug" varchar,
  	"reason" "enum_reports_reason" NOT NULL,
  	"details" varchar NOT NULL,
  	"email" varchar,
  	"reported_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resources_hub_coming_soon" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"group" "enum_resources_hub_coming_soon_group" NOT NULL
  );
  
  CREATE TABLE "resources_hub" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Resources' NOT NULL,
  	"intro" varchar NOT NULL,
  	"group_descriptions_guide" varchar,
  	"group_descriptions_comparison" varchar,
  	"group_descriptions_case_study" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" jsonb NOT NULL
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Privacy Policy' NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"introduction" jsonb NOT NULL,
  	"contact_heading" varchar DEFAULT 'Contact Us' NOT NULL,
  	"contact_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "help_center_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL
  );
  
  CREATE TABLE "help_center" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Help Center' NOT NULL,
  	"intro" varchar NOT NULL,
  	"support_heading" varchar DEFAULT 'Still need help?' NOT NULL,
  	"support_text" varchar NOT NULL,
  	"support_link_label" varchar DEFAULT 'Contact Support' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "review_process_criteria" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"optional" boolean DEFAULT false
  );
  
  CREATE TABLE "review_process" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Our Review Process' NOT NULL,
  	"intro" jsonb NOT NULL,
  	"closing_heading" varchar DEFAULT 'Spotted a problem?' NOT NULL,
  	"closing_text" varchar NOT NULL,
  	"closing_link_label" varchar DEFAULT 'Report a Tool' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reports_id" integer;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "resources_hub_coming_soon" ADD CONSTRAINT "resources_hub_coming_soon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."resources_hub"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_sections" ADD CONSTRAINT "privacy_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_center_faqs" ADD CONSTRAINT "help_center_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."help_center"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_process_criteria" ADD CONSTRAINT "review_process_criteria_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."review_process"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status");
  CREATE INDEX "reports_tool_idx" ON "reports" USING btree ("tool_id");
  CREATE INDEX "reports_tool_slug_idx" ON "reports" USING btree ("tool_slug");
  CREATE INDEX "reports_reported_by_idx" ON "reports" USING btree ("reported_by_id");
  CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at");
  CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");
  CREATE INDEX "resources_hub_coming_soon_order_idx" ON "resources_hub_coming_soon" USING btree ("_order");
  CREATE INDEX "resources_hub_coming_soon_parent_id_idx" ON "resources_hub_coming_soon" USING btree ("_parent_id");
  CREATE INDEX "privacy_policy_sections_order_idx" ON "privacy_policy_sections" USING btree ("_order");
  CREATE INDEX "privacy_policy_sections_parent_id_idx" ON "privacy_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "help_center_faqs_order_idx" ON "help_center_faqs" USING btree ("_order");
  CREATE INDEX "help_center_faqs_parent_id_idx" ON "help_center_faqs" USING btree ("_parent_id");
  CREATE INDEX "review_process_criteria_order_idx" ON "review_process_criteria" USING btree ("_order");
  CREATE INDEX "review_process_criteria_parent_id_idx" ON "review_process_criteria" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_hub_coming_soon" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources_hub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_policy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_center_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_center" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_process_criteria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_process" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reports" CASCADE;
  DROP TABLE "resources_hub_coming_soon" CASCADE;
  DROP TABLE "resources_hub" CASCADE;
  DROP TABLE "privacy_policy_sections" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  DROP TABLE "help_center_faqs" CASCADE;
  DROP TABLE "help_center" CASCADE;
  DROP TABLE "review_process_criteria" CASCADE;
  DROP TABLE "review_process" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reports_id";
  DROP TYPE "public"."enum_reports_status";
  DROP TYPE "public"."enum_reports_reason";
  DROP TYPE "public"."enum_resources_hub_coming_soon_group";`)
}
