import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search synonyms become data editors keep (the `search-synonyms` collection): groups of phrases,
 * one a line, that the search treats as one. Starts with the recruiting groups the search knew as a
 * constant, and a few more.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_synonyms" (
    "id" serial PRIMARY KEY NOT NULL,
    "phrases" varchar NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_synonyms_id" integer;
  CREATE INDEX "search_synonyms_updated_at_idx" ON "search_synonyms" USING btree ("updated_at");
  CREATE INDEX "search_synonyms_created_at_idx" ON "search_synonyms" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk" FOREIGN KEY ("search_synonyms_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_synonyms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_synonyms_id");

  INSERT INTO "search_synonyms" ("phrases") VALUES
    (E'ATS\\napplicant tracking system\\napplicant tracking'),
    (E'sourcing\\ntalent search'),
    (E'LL144\\nLL 144\\nlocal law 144\\nbias audit'),
    (E'HRIS\\nHR information system\\nhuman resources information system'),
    (E'CRM\\ncandidate relationship management'),
    (E'CV\\nresume\\nrésumé'),
    (E'JD\\njob description'),
    (E'AI interviewer\\ninterview automation\\nautomated interview'),
    (E'background check\\nbackground screening'),
    (E'RPO\\nrecruitment process outsourcing');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk";
  DROP INDEX "payload_locked_documents_rels_search_synonyms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_synonyms_id";
  DROP TABLE "search_synonyms";
  `)
}
