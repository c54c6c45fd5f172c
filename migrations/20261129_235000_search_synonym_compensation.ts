import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const PHRASES = 'compensation\nsalary\nsalaries'

/**
 * The catalogue speaks of salaries ("salary estimates", "salary data") where a job seeker may ask
 * for compensation: the search matches them as one (an editor's group like the others).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`INSERT INTO "search_synonyms" ("phrases") SELECT ${PHRASES} WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" WHERE "phrases" = ${PHRASES})`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "search_synonyms" WHERE "phrases" = ${PHRASES}`)
}
