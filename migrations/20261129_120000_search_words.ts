import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search's lexicon (hand-written, like `search_text`): `search_words` holds every distinct word
 * of the listed tools' name, description and `search_text` (features, tags, category and integration
 * names), with how many listed tools carry it. A search word the lexicon doesn't know is corrected to
 * a close word of it (`src/domains/directory/search/word-corrections.ts`), so the table stays small
 * at any catalogue size (distinct words, not tools) and is read through its primary key.
 *
 * Words are the 'simple' text-search parser's tokens, lower-cased and unstemmed (what a visitor
 * types), 2 to 40 characters, without digits-only tokens (synthetic names carry unique numbers, and
 * numbers are never corrected). Kept by triggers on `tools`: a statement trigger for inserts and
 * deletes (a bulk load tokenises once), a row trigger for updates that change the text or whether
 * the tool is listed (so the hourly ranking's score updates cost nothing). `search_text` itself is
 * kept by triggers that update the tool row, so a feature, tag, category or integration change
 * reaches the lexicon through that update. The levenshtein distance comes from fuzzystrmatch.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

  CREATE TABLE "search_words" (
    "word" text COLLATE "C" PRIMARY KEY,
    "tools" integer NOT NULL
  );

  CREATE FUNCTION "search_words_of"(name text, description text, search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE AS $fn$
    SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple', concat_ws(' ', name, description, search_text))) AS w
    WHERE length(w.lexeme) BETWEEN 2 AND 40 AND w.lexeme !~ '^[0-9]+$' AND w.lexeme !~ '[-./@_:]'
  $fn$;

  -- Adds each word's change of count, in word order (concurrent writers lock words in one order);
  -- a word no listed tool carries any more is removed.
  CREATE FUNCTION "search_words_apply"(words text[], changes integer[]) RETURNS void
  LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO search_words AS s (word, tools)
      SELECT c.word, c.change FROM unnest(words, changes) AS c (word, change) ORDER BY c.word
      ON CONFLICT (word) DO UPDATE SET tools = s.tools + EXCLUDED.tools;
    DELETE FROM search_words WHERE word = ANY (words) AND tools <= 0;
  END
  $fn$;

  CREATE FUNCTION "search_words_after_statement"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM search_words_apply(array_agg(c.word), array_agg(c.n)) FROM (
        SELECT w AS word, count(*)::int AS n FROM new_rows t CROSS JOIN LATERAL search_words_of(t.name, t.description, t.search_text) w
        WHERE t._status = 'published' AND t.hidden_as_dead IS NOT TRUE GROUP BY w) c;
    ELSE
      PERFORM search_words_apply(array_agg(c.word), array_agg(c.n)) FROM (
        SELECT w AS word, -count(*)::int AS n FROM old_rows t CROSS JOIN LATERAL search_words_of(t.name, t.description, t.search_text) w
        WHERE t._status = 'published' AND t.hidden_as_dead IS NOT TRUE GROUP BY w) c;
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE FUNCTION "search_words_after_update"() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM search_words_apply(array_agg(c.word), array_agg(c.n)) FROM (
      SELECT x.word, sum(x.n)::int AS n FROM (
        SELECT w AS word, -1 AS n FROM search_words_of(OLD.name, OLD.description, OLD.search_text) w
          WHERE OLD._status = 'published' AND OLD.hidden_as_dead IS NOT TRUE
        UNION ALL
        SELECT w, 1 FROM search_words_of(NEW.name, NEW.description, NEW.search_text) w
          WHERE NEW._status = 'published' AND NEW.hidden_as_dead IS NOT TRUE
      ) x GROUP BY x.word HAVING sum(x.n) <> 0) c;
    RETURN NULL;
  END
  $fn$;

  INSERT INTO search_words (word, tools)
    SELECT w, count(*)::int FROM tools t CROSS JOIN LATERAL search_words_of(t.name, t.description, t.search_text) w
    WHERE t._status = 'published' AND t.hidden_as_dead IS NOT TRUE GROUP BY w;

  CREATE TRIGGER "tools_search_words_insert" AFTER INSERT ON "tools"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_statement();
  CREATE TRIGGER "tools_search_words_delete" AFTER DELETE ON "tools"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_statement();
  CREATE TRIGGER "tools_search_words_update" AFTER UPDATE OF "name", "description", "search_text", "_status", "hidden_as_dead" ON "tools"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
      OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD._status IS DISTINCT FROM NEW._status
      OR OLD.hidden_as_dead IS DISTINCT FROM NEW.hidden_as_dead)
    EXECUTE FUNCTION search_words_after_update();
  ANALYZE "search_words";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "tools_search_words_update" ON "tools";
  DROP TRIGGER IF EXISTS "tools_search_words_delete" ON "tools";
  DROP TRIGGER IF EXISTS "tools_search_words_insert" ON "tools";
  DROP FUNCTION IF EXISTS "search_words_after_update"();
  DROP FUNCTION IF EXISTS "search_words_after_statement"();
  DROP FUNCTION IF EXISTS "search_words_apply"(text[], integer[]);
  DROP FUNCTION IF EXISTS "search_words_of"(text, text, text);
  DROP TABLE IF EXISTS "search_words";
  `)
}
