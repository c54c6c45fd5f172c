import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tools_validation_status" AS ENUM('pending', 'valid', 'invalid');
  CREATE TYPE "public"."enum_tools_content_status" AS ENUM('pending', 'generated', 'reviewed');
  CREATE TYPE "public"."enum_tools_tool_type" AS ENUM('recruiter', 'job_seeker', 'everyone');
  CREATE TYPE "public"."enum_tools_price_range" AS ENUM('free', 'free-to-start', 'paid', 'enterprise');
  CREATE TYPE "public"."enum_tools_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tools_v_version_validation_status" AS ENUM('pending', 'valid', 'invalid');
  CREATE TYPE "public"."enum__tools_v_version_content_status" AS ENUM('pending', 'generated', 'reviewed');
  CREATE TYPE "public"."enum__tools_v_version_tool_type" AS ENUM('recruiter', 'job_seeker', 'everyone');
  CREATE TYPE "public"."enum__tools_v_version_price_range" AS ENUM('free', 'free-to-start', 'paid', 'enterprise');
  CREATE TYPE "public"."enum__tools_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_categories_tool_types" AS ENUM('recruiter', 'job_seeker', 'everyone');
  CREATE TYPE "public"."enum_articles_group" AS ENUM('guide', 'comparison', 'case-study');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_group" AS ENUM('guide', 'comparison', 'case-study');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_submissions_audience" AS ENUM('recruiters', 'job_seekers', 'both', 'other');
  CREATE TYPE "public"."enum_submissions_billing_mode" AS ENUM('stripe', 'manual');
  CREATE TYPE "public"."enum_submissions_charge_status" AS ENUM('not_charged', 'processing', 'succeeded', 'failed', 'invoiced');
  CREATE TYPE "public"."enum_submissions_review_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_sponsorships_plan" AS ENUM('basic', 'premium');
  CREATE TYPE "public"."enum_sponsorships_status" AS ENUM('awaiting_payment_method', 'pending_review', 'active', 'past_due', 'cancelled', 'rejected');
  CREATE TYPE "public"."enum_sponsorships_billing_mode" AS ENUM('stripe', 'manual');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'vendor', 'user');
  CREATE TABLE "tools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"launch_date" timestamp(3) with time zone,
  	"is_sponsored" boolean DEFAULT false,
  	"sponsored_order" numeric,
  	"is_founder_submitted" boolean DEFAULT false,
  	"creation_order" numeric,
  	"validation_status" "enum_tools_validation_status" DEFAULT 'pending',
  	"content_status" "enum_tools_content_status" DEFAULT 'pending',
  	"last_validated" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"description" varchar,
  	"detailed_description" varchar,
  	"full_description" varchar,
  	"tool_summary" varchar,
  	"review_summary" varchar,
  	"summary_generated_at" timestamp(3) with time zone,
  	"category_id" integer,
  	"tool_type" "enum_tools_tool_type" DEFAULT 'recruiter',
  	"price_range" "enum_tools_price_range",
  	"pricing" varchar,
  	"raw_pricing_data" jsonb,
  	"source_url" varchar,
  	"affiliate_link" varchar,
  	"affiliate_commission_rate" numeric DEFAULT 0,
  	"logo" varchar,
  	"local_logo_path" varchar,
  	"screenshot_id" integer,
  	"screenshot_url" varchar,
  	"screenshot_capture_attempts" numeric DEFAULT 0,
  	"rating" numeric DEFAULT 0,
  	"capterra_rating" numeric DEFAULT 0,
  	"g2_rating" numeric DEFAULT 0,
  	"trustpilot_rating" numeric DEFAULT 0,
  	"recruiter_rating" numeric DEFAULT 0,
  	"upvote_count" numeric DEFAULT 0,
  	"trending_score" numeric DEFAULT 0,
  	"ranking_score" numeric DEFAULT 0,
  	"performance_score" numeric DEFAULT 0,
  	"category_rank" numeric DEFAULT 0,
  	"weekly_views" numeric DEFAULT 0,
  	"monthly_views" numeric DEFAULT 0,
  	"click_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tools_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tools_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "tools_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_tools_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_launch_date" timestamp(3) with time zone,
  	"version_is_sponsored" boolean DEFAULT false,
  	"version_sponsored_order" numeric,
  	"version_is_founder_submitted" boolean DEFAULT false,
  	"version_creation_order" numeric,
  	"version_validation_status" "enum__tools_v_version_validation_status" DEFAULT 'pending',
  	"version_content_status" "enum__tools_v_version_content_status" DEFAULT 'pending',
  	"version_last_validated" timestamp(3) with time zone,
  	"version_created_by_id" integer,
  	"version_description" varchar,
  	"version_detailed_description" varchar,
  	"version_full_description" varchar,
  	"version_tool_summary" varchar,
  	"version_review_summary" varchar,
  	"version_summary_generated_at" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_tool_type" "enum__tools_v_version_tool_type" DEFAULT 'recruiter',
  	"version_price_range" "enum__tools_v_version_price_range",
  	"version_pricing" varchar,
  	"version_raw_pricing_data" jsonb,
  	"version_source_url" varchar,
  	"version_affiliate_link" varchar,
  	"version_affiliate_commission_rate" numeric DEFAULT 0,
  	"version_logo" varchar,
  	"version_local_logo_path" varchar,
  	"version_screenshot_id" integer,
  	"version_screenshot_url" varchar,
  	"version_screenshot_capture_attempts" numeric DEFAULT 0,
  	"version_rating" numeric DEFAULT 0,
  	"version_capterra_rating" numeric DEFAULT 0,
  	"version_g2_rating" numeric DEFAULT 0,
  	"version_trustpilot_rating" numeric DEFAULT 0,
  	"version_recruiter_rating" numeric DEFAULT 0,
  	"version_upvote_count" numeric DEFAULT 0,
  	"version_trending_score" numeric DEFAULT 0,
  	"version_ranking_score" numeric DEFAULT 0,
  	"version_performance_score" numeric DEFAULT 0,
  	"version_category_rank" numeric DEFAULT 0,
  	"version_weekly_views" numeric DEFAULT 0,
  	"version_monthly_views" numeric DEFAULT 0,
  	"version_click_count" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tools_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_tools_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_tools_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "categories_tool_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_categories_tool_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "categories_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"alias" varchar NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"group" "enum_articles_group" DEFAULT 'guide',
  	"excerpt" varchar,
  	"author" varchar DEFAULT 'HireStack Editorial',
  	"published_at" timestamp(3) with time zone,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_group" "enum__articles_v_version_group" DEFAULT 'guide',
  	"version_excerpt" varchar,
  	"version_author" varchar DEFAULT 'HireStack Editorial',
  	"version_published_at" timestamp(3) with time zone,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_preview_url" varchar,
  	"sizes_preview_width" numeric,
  	"sizes_preview_height" numeric,
  	"sizes_preview_mime_type" varchar,
  	"sizes_preview_filesize" numeric,
  	"sizes_preview_filename" varchar
  );
  
  CREATE TABLE "upvotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscribers_status" DEFAULT 'subscribed' NOT NULL,
  	"unsubscribe_token" varchar,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"website" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"audience" "enum_submissions_audience" NOT NULL,
  	"features" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"logo_id" integer,
  	"user_id" integer,
  	"billing_mode" "enum_submissions_billing_mode" DEFAULT 'manual' NOT NULL,
  	"stripe_customer_id" varchar,
  	"stripe_setup_intent_id" varchar,
  	"stripe_payment_method_id" varchar,
  	"charge_status" "enum_submissions_charge_status" DEFAULT 'not_charged',
  	"stripe_payment_intent_id" varchar,
  	"charge_error" varchar,
  	"review_status" "enum_submissions_review_status" DEFAULT 'pending' NOT NULL,
  	"review_notes" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"tool_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sponsorships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool_name" varchar NOT NULL,
  	"tool_url" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"company_name" varchar,
  	"phone_number" varchar,
  	"logo_id" integer,
  	"plan" "enum_sponsorships_plan" DEFAULT 'basic' NOT NULL,
  	"status" "enum_sponsorships_status" DEFAULT 'awaiting_payment_method' NOT NULL,
  	"user_id" integer,
  	"tool_id" integer,
  	"sponsored_order" numeric,
  	"billing_mode" "enum_sponsorships_billing_mode" DEFAULT 'manual' NOT NULL,
  	"stripe_checkout_session_id" varchar,
  	"stripe_customer_id" varchar,
  	"stripe_payment_method_id" varchar,
  	"stripe_subscription_id" varchar,
  	"started_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"review_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tool_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tool_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tools_id" integer,
  	"categories_id" integer,
  	"articles_id" integer,
  	"media_id" integer,
  	"upvotes_id" integer,
  	"subscribers_id" integer,
  	"submissions_id" integer,
  	"sponsorships_id" integer,
  	"tool_stats_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'HireStack' NOT NULL,
  	"tagline" varchar DEFAULT 'The curated directory of AI tools for recruiters and job seekers.',
  	"contact_email" varchar DEFAULT 'hello@hirestack.io' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "tools" ADD CONSTRAINT "tools_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tools" ADD CONSTRAINT "tools_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tools" ADD CONSTRAINT "tools_screenshot_id_media_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tools_texts" ADD CONSTRAINT "tools_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tools_rels" ADD CONSTRAINT "tools_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tools_rels" ADD CONSTRAINT "tools_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_parent_id_tools_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v" ADD CONSTRAINT "_tools_v_version_screenshot_id_media_id_fk" FOREIGN KEY ("version_screenshot_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tools_v_texts" ADD CONSTRAINT "_tools_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tools_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tools_v_rels" ADD CONSTRAINT "_tools_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tools_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tools_v_rels" ADD CONSTRAINT "_tools_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_tool_types" ADD CONSTRAINT "categories_tool_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_aliases" ADD CONSTRAINT "categories_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upvotes" ADD CONSTRAINT "upvotes_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upvotes" ADD CONSTRAINT "upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tool_stats" ADD CONSTRAINT "tool_stats_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tools_fk" FOREIGN KEY ("tools_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upvotes_fk" FOREIGN KEY ("upvotes_id") REFERENCES "public"."upvotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submissions_fk" FOREIGN KEY ("submissions_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorships_fk" FOREIGN KEY ("sponsorships_id") REFERENCES "public"."sponsorships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tool_stats_fk" FOREIGN KEY ("tool_stats_id") REFERENCES "public"."tool_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tools_name_idx" ON "tools" USING btree ("name");
  CREATE UNIQUE INDEX "tools_slug_idx" ON "tools" USING btree ("slug");
  CREATE INDEX "tools_created_by_idx" ON "tools" USING btree ("created_by_id");
  CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category_id");
  CREATE INDEX "tools_screenshot_idx" ON "tools" USING btree ("screenshot_id");
  CREATE INDEX "tools_updated_at_idx" ON "tools" USING btree ("updated_at");
  CREATE INDEX "tools_created_at_idx" ON "tools" USING btree ("created_at");
  CREATE INDEX "tools__status_idx" ON "tools" USING btree ("_status");
  CREATE INDEX "tools_texts_order_parent" ON "tools_texts" USING btree ("order","parent_id");
  CREATE INDEX "tools_rels_order_idx" ON "tools_rels" USING btree ("order");
  CREATE INDEX "tools_rels_parent_idx" ON "tools_rels" USING btree ("parent_id");
  CREATE INDEX "tools_rels_path_idx" ON "tools_rels" USING btree ("path");
  CREATE INDEX "tools_rels_categories_id_idx" ON "tools_rels" USING btree ("categories_id");
  CREATE INDEX "_tools_v_parent_idx" ON "_tools_v" USING btree ("parent_id");
  CREATE INDEX "_tools_v_version_version_name_idx" ON "_tools_v" USING btree ("version_name");
  CREATE INDEX "_tools_v_version_version_slug_idx" ON "_tools_v" USING btree ("version_slug");
  CREATE INDEX "_tools_v_version_version_created_by_idx" ON "_tools_v" USING btree ("version_created_by_id");
  CREATE INDEX "_tools_v_version_version_category_idx" ON "_tools_v" USING btree ("version_category_id");
  CREATE INDEX "_tools_v_version_version_screenshot_idx" ON "_tools_v" USING btree ("version_screenshot_id");
  CREATE INDEX "_tools_v_version_version_updated_at_idx" ON "_tools_v" USING btree ("version_updated_at");
  CREATE INDEX "_tools_v_version_version_created_at_idx" ON "_tools_v" USING btree ("version_created_at");
  CREATE INDEX "_tools_v_version_version__status_idx" ON "_tools_v" USING btree ("version__status");
  CREATE INDEX "_tools_v_created_at_idx" ON "_tools_v" USING btree ("created_at");
  CREATE INDEX "_tools_v_updated_at_idx" ON "_tools_v" USING btree ("updated_at");
  CREATE INDEX "_tools_v_latest_idx" ON "_tools_v" USING btree ("latest");
  CREATE INDEX "_tools_v_texts_order_parent" ON "_tools_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_tools_v_rels_order_idx" ON "_tools_v_rels" USING btree ("order");
  CREATE INDEX "_tools_v_rels_parent_idx" ON "_tools_v_rels" USING btree ("parent_id");
  CREATE INDEX "_tools_v_rels_path_idx" ON "_tools_v_rels" USING btree ("path");
  CREATE INDEX "_tools_v_rels_categories_id_idx" ON "_tools_v_rels" USING btree ("categories_id");
  CREATE INDEX "categories_tool_types_order_idx" ON "categories_tool_types" USING btree ("order");
  CREATE INDEX "categories_tool_types_parent_idx" ON "categories_tool_types" USING btree ("parent_id");
  CREATE INDEX "categories_aliases_order_idx" ON "categories_aliases" USING btree ("_order");
  CREATE INDEX "categories_aliases_parent_id_idx" ON "categories_aliases" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "categories_name_idx" ON "categories" USING btree ("name");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_seo_seo_image_idx" ON "articles" USING btree ("seo_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_seo_version_seo_image_idx" ON "_articles_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_preview_sizes_preview_filename_idx" ON "media" USING btree ("sizes_preview_filename");
  CREATE INDEX "upvotes_tool_idx" ON "upvotes" USING btree ("tool_id");
  CREATE INDEX "upvotes_user_idx" ON "upvotes" USING btree ("user_id");
  CREATE INDEX "upvotes_updated_at_idx" ON "upvotes" USING btree ("updated_at");
  CREATE INDEX "upvotes_created_at_idx" ON "upvotes" USING btree ("created_at");
  CREATE UNIQUE INDEX "tool_user_idx" ON "upvotes" USING btree ("tool_id","user_id");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE UNIQUE INDEX "subscribers_unsubscribe_token_idx" ON "subscribers" USING btree ("unsubscribe_token");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "submissions_logo_idx" ON "submissions" USING btree ("logo_id");
  CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id");
  CREATE INDEX "submissions_review_status_idx" ON "submissions" USING btree ("review_status");
  CREATE INDEX "submissions_reviewed_by_idx" ON "submissions" USING btree ("reviewed_by_id");
  CREATE INDEX "submissions_tool_idx" ON "submissions" USING btree ("tool_id");
  CREATE INDEX "submissions_updated_at_idx" ON "submissions" USING btree ("updated_at");
  CREATE INDEX "submissions_created_at_idx" ON "submissions" USING btree ("created_at");
  CREATE INDEX "sponsorships_logo_idx" ON "sponsorships" USING btree ("logo_id");
  CREATE INDEX "sponsorships_status_idx" ON "sponsorships" USING btree ("status");
  CREATE INDEX "sponsorships_user_idx" ON "sponsorships" USING btree ("user_id");
  CREATE INDEX "sponsorships_tool_idx" ON "sponsorships" USING btree ("tool_id");
  CREATE INDEX "sponsorships_stripe_checkout_session_id_idx" ON "sponsorships" USING btree ("stripe_checkout_session_id");
  CREATE INDEX "sponsorships_stripe_subscription_id_idx" ON "sponsorships" USING btree ("stripe_subscription_id");
  CREATE INDEX "sponsorships_updated_at_idx" ON "sponsorships" USING btree ("updated_at");
  CREATE INDEX "sponsorships_created_at_idx" ON "sponsorships" USING btree ("created_at");
  CREATE INDEX "tool_stats_tool_idx" ON "tool_stats" USING btree ("tool_id");
  CREATE INDEX "tool_stats_day_idx" ON "tool_stats" USING btree ("day");
  CREATE INDEX "tool_stats_updated_at_idx" ON "tool_stats" USING btree ("updated_at");
  CREATE INDEX "tool_stats_created_at_idx" ON "tool_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "tool_day_idx" ON "tool_stats" USING btree ("tool_id","day");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_tools_id_idx" ON "payload_locked_documents_rels" USING btree ("tools_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_upvotes_id_idx" ON "payload_locked_documents_rels" USING btree ("upvotes_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("submissions_id");
  CREATE INDEX "payload_locked_documents_rels_sponsorships_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsorships_id");
  CREATE INDEX "payload_locked_documents_rels_tool_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("tool_stats_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tools" CASCADE;
  DROP TABLE "tools_texts" CASCADE;
  DROP TABLE "tools_rels" CASCADE;
  DROP TABLE "_tools_v" CASCADE;
  DROP TABLE "_tools_v_texts" CASCADE;
  DROP TABLE "_tools_v_rels" CASCADE;
  DROP TABLE "categories_tool_types" CASCADE;
  DROP TABLE "categories_aliases" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "upvotes" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "submissions" CASCADE;
  DROP TABLE "sponsorships" CASCADE;
  DROP TABLE "tool_stats" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_tools_validation_status";
  DROP TYPE "public"."enum_tools_content_status";
  DROP TYPE "public"."enum_tools_tool_type";
  DROP TYPE "public"."enum_tools_price_range";
  DROP TYPE "public"."enum_tools_status";
  DROP TYPE "public"."enum__tools_v_version_validation_status";
  DROP TYPE "public"."enum__tools_v_version_content_status";
  DROP TYPE "public"."enum__tools_v_version_tool_type";
  DROP TYPE "public"."enum__tools_v_version_price_range";
  DROP TYPE "public"."enum__tools_v_version_status";
  DROP TYPE "public"."enum_categories_tool_types";
  DROP TYPE "public"."enum_articles_group";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_group";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_submissions_audience";
  DROP TYPE "public"."enum_submissions_billing_mode";
  DROP TYPE "public"."enum_submissions_charge_status";
  DROP TYPE "public"."enum_submissions_review_status";
  DROP TYPE "public"."enum_sponsorships_plan";
  DROP TYPE "public"."enum_sponsorships_status";
  DROP TYPE "public"."enum_sponsorships_billing_mode";
  DROP TYPE "public"."enum_users_roles";`)
}
