import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A tool's upvotes and a review's helpful marks are counted by PostgreSQL in tables of their own,
 * kept by triggers on the counted rows, instead of in a column of the tool or review. Payload
 * writes a document's whole row from what it read, so a save that read the document before a vote
 * committed wrote the old count back; a count outside the document can't be overwritten. The
 * documents show it as a virtual field (src/fields/counted-rows.ts).
 *
 * A vote adds 1 to its row's count (created on the first vote) and a removed vote takes 1 off; a
 * vote moved to another tool or review does both. Concurrent votes on one tool wait for each other
 * on its count's row. Deleting the tool or review deletes its count with it (and the cascade's
 * removed votes then find no count to take from). The snapshot beside this file also records the
 * newsletter's cancelled states, added by hand in 20261128_233000_newsletter_send_cancel.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "tool_upvote_counts" (
    "tool_id" integer PRIMARY KEY REFERENCES "tools" ("id") ON DELETE CASCADE,
    "n" integer NOT NULL CHECK ("n" >= 0)
  );
  CREATE TABLE "review_helpful_counts" (
    "review_id" integer PRIMARY KEY REFERENCES "reviews" ("id") ON DELETE CASCADE,
    "n" integer NOT NULL CHECK ("n" >= 0)
  );

  CREATE FUNCTION "upvotes_count"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.tool_id IS NOT NULL THEN
      UPDATE tool_upvote_counts SET n = n - 1 WHERE tool_id = OLD.tool_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.tool_id IS NOT NULL THEN
      INSERT INTO tool_upvote_counts AS c (tool_id, n) VALUES (NEW.tool_id, 1)
      ON CONFLICT (tool_id) DO UPDATE SET n = c.n + 1;
    END IF;
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER "upvotes_count" AFTER INSERT OR DELETE OR UPDATE OF "tool_id" ON "upvotes"
    FOR EACH ROW EXECUTE FUNCTION upvotes_count();

  CREATE FUNCTION "review_votes_count"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.review_id IS NOT NULL THEN
      UPDATE review_helpful_counts SET n = n - 1 WHERE review_id = OLD.review_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.review_id IS NOT NULL THEN
      INSERT INTO review_helpful_counts AS c (review_id, n) VALUES (NEW.review_id, 1)
      ON CONFLICT (review_id) DO UPDATE SET n = c.n + 1;
    END IF;
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER "review_votes_count" AFTER INSERT OR DELETE OR UPDATE OF "review_id" ON "review_votes"
    FOR EACH ROW EXECUTE FUNCTION review_votes_count();

  INSERT INTO tool_upvote_counts (tool_id, n) SELECT tool_id, count(*) FROM upvotes WHERE tool_id IS NOT NULL GROUP BY tool_id;
  INSERT INTO review_helpful_counts (review_id, n) SELECT review_id, count(*) FROM review_votes WHERE review_id IS NOT NULL GROUP BY review_id;

  ALTER TABLE "tools" DROP COLUMN "upvote_count";
  ALTER TABLE "_tools_v" DROP COLUMN "version_upvote_count";
  ALTER TABLE "reviews" DROP COLUMN "helpful_count";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "tools" ADD COLUMN "upvote_count" numeric DEFAULT 0;
  ALTER TABLE "_tools_v" ADD COLUMN "version_upvote_count" numeric DEFAULT 0;
  ALTER TABLE "reviews" ADD COLUMN "helpful_count" numeric DEFAULT 0;
  UPDATE tools t SET upvote_count = c.n FROM tool_upvote_counts c WHERE c.tool_id = t.id;
  UPDATE reviews r SET helpful_count = c.n FROM review_helpful_counts c WHERE c.review_id = r.id;
  DROP TRIGGER "upvotes_count" ON "upvotes";
  DROP FUNCTION "upvotes_count"();
  DROP TRIGGER "review_votes_count" ON "review_votes";
  DROP FUNCTION "review_votes_count"();
  DROP TABLE "tool_upvote_counts";
  DROP TABLE "review_helpful_counts";`)
}
