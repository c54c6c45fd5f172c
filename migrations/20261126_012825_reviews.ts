import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_reviews_role" AS ENUM('recruiter', 'hiring_manager', 'job_seeker', 'other');
  CREATE TYPE "public"."enum_review_reports_status" AS ENUM('new', 'reviewed', 'dismissed');
  CREATE TYPE "public"."enum_review_reports_reason" AS ENUM('spam', 'not_genuine', 'offensive', 'personal_data', 'other');
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"tool_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"role" "enum_reviews_role" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"helpful_count" numeric DEFAULT 0,
  	"vendor_reply" varchar,
  	"vendor_replied_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_review_reports_status" DEFAULT 'new' NOT NULL,
  	"review_id" integer NOT NULL,
  	"reason" "enum_review_reports_reason" NOT NULL,
  	"details" varchar,
  	"reported_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_votes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_reports_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_tool_idx" ON "reviews" USING btree ("tool_id");
  CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "tool_user_1_idx" ON "reviews" USING btree ("tool_id","user_id");
  CREATE INDEX "review_votes_review_idx" ON "review_votes" USING btree ("review_id");
  CREATE INDEX "review_votes_user_idx" ON "review_votes" USING btree ("user_id");
  CREATE INDEX "review_votes_updated_at_idx" ON "review_votes" USING btree ("updated_at");
  CREATE INDEX "review_votes_created_at_idx" ON "review_votes" USING btree ("created_at");
  CREATE UNIQUE INDEX "review_user_idx" ON "review_votes" USING btree ("review_id","user_id");
  CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status");
  CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");
  CREATE INDEX "review_reports_reported_by_idx" ON "review_reports" USING btree ("reported_by_id");
  CREATE INDEX "review_reports_updated_at_idx" ON "review_reports" USING btree ("updated_at");
  CREATE INDEX "review_reports_created_at_idx" ON "review_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_votes_fk" FOREIGN KEY ("review_votes_id") REFERENCES "public"."review_votes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_reports_fk" FOREIGN KEY ("review_reports_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("review_votes_id");
  CREATE INDEX "payload_locked_documents_rels_review_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("review_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_votes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_votes" CASCADE;
  DROP TABLE "review_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_votes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_votes_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_votes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_reports_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_role";
  DROP TYPE "public"."enum_review_reports_status";
  DROP TYPE "public"."enum_review_reports_reason";`)
}
