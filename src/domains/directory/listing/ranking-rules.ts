import { sql } from '@payloadcms/db-postgres'

import { searchTerms, termTsQuery, type SearchTerm } from '@/domains/directory/search/ts-query'
import type { SearchVocabulary } from '@/domains/directory/search/vocabulary'

import type { SQL } from './conditions'
import { keyArray } from './facet-match'
import { escapeLike, nameHolds } from './name-match'

/** The tool `t` matches a tsquery, parsed once per statement (an uncorrelated subquery), not once per row. */
const matches = (tsQuery: string) => sql`(t.search_vector @@ (SELECT to_tsquery('english', ${tsQuery})))`

const sum = (parts: SQL[]) => (parts.length > 0 ? sql`(${sql.join(parts, sql` + `)})` : sql`0`)

/** The typos of the first phrase of a term (the fewest first) the tool `t` matches; 0 for a term of one phrase. */
function termTypos(term: SearchTerm): SQL | null {
  if (term.phrases.every((phrase) => phrase.typos === 0)) return null
  const arms = term.phrases.map((phrase) => sql`WHEN ${matches(termTsQuery({ phrases: [phrase] }))} THEN ${phrase.typos}`)
  return sql`CASE ${sql.join(arms, sql` `)} ELSE 0 END`
}

/** The ids of the categories a term names, read once per statement (an uncorrelated subquery over the small categories table). */
const namedCategoryIds = (term: SearchTerm) =>
  sql`(SELECT coalesce(array_agg(x.id), '{}') FROM categories x WHERE to_tsvector('english', x.name) @@ to_tsquery('english', ${termTsQuery(term)}))`

/**
 * Whether a secondary category (`category_keys`) or an integration (`fact_keys`) of the tool `t` is
 * named by a term: each list is read once per statement (an uncorrelated subquery over the small
 * categories and integrations tables), then one array overlap per row.
 */
function namesCategoryOrIntegration(term: SearchTerm): SQL {
  const integrations = sql`(SELECT coalesce(array_agg('integration:' || x.id), '{}') FROM integrations x WHERE to_tsvector('english', x.name) @@ to_tsquery('english', ${termTsQuery(term)}))`
  const categories = sql`(SELECT coalesce(array_agg('id:' || x.id), '{}') FROM unnest(${namedCategoryIds(term)}::int[]) x (id))`
  return sql`(t.category_keys && ${categories} OR t.fact_keys && ${integrations})`
}

/**
 * Where a term matched: 0 the name, 1 the primary category, 2 a secondary category or an
 * integration, 3 a tag or feature, 4 the description, 5 nowhere.
 */
function termAttribute(term: SearchTerm): SQL {
  return sql`CASE WHEN ${matches(termTsQuery(term, { weight: 'A' }))} THEN 0 WHEN t.category_id = ANY(${namedCategoryIds(term)}::int[]) THEN 1
    WHEN ${namesCategoryOrIntegration(term)} THEN 2 WHEN ${matches(termTsQuery(term, { weight: 'C' }))} THEN 3
    WHEN ${matches(termTsQuery(term, { weight: 'B' }))} THEN 4 ELSE 5 END`
}

/** At most this many ways of writing the search are compared with the tags. */
const MAX_TAG_PHRASES = 16

/**
 * The tag keys (`category_keys`) equal to the search: its words, each term written any way it
 * matches (a synonym phrase, a correction: "cv builder" is also "resume builder").
 */
function searchTags(terms: SearchTerm[]): string[] {
  const phrases = terms.reduce<string[]>(
    (written, term) => written.flatMap((start) => term.phrases.map((phrase) => [start, ...phrase.words].filter(Boolean).join(' '))).slice(0, MAX_TAG_PHRASES),
    [''],
  )
  return phrases.map((phrase) => `tag:${phrase}`)
}

/** Whether two neighbouring terms stand side by side in the tool's text (terms of single words only). */
function sideBySide(before: SearchTerm, term: SearchTerm): SQL | null {
  const single = (of: SearchTerm) => of.phrases.every((phrase) => phrase.words.length === 1)
  return single(before) && single(term) ? sql`${matches(`${termTsQuery(before)} <-> ${termTsQuery(term)}`)}::int` : null
}

/**
 * A search's ranking rules over `tools t` as one number, higher first, each rule deciding only
 * between tools the rules before it tie:
 *
 * 1. words: how many of the search's words the tool matches (a synonym phrase counts its words; a
 *    name holding the whole search matches them all);
 * 2. typos: fewer first — a word as typed before its corrections, one typo before two;
 * 3. proximity: how many neighbouring search words stand side by side in the tool's text;
 * 4. attribute: where the words matched, summed over the words: the name, then a category (the
 *    primary one before a secondary one) or an integration, then a tag or feature, then the description;
 * 5. exactness: the name equal to the search, then starting with it, then a tag equal to it, then
 *    how many words matched as whole words rather than as prefixes.
 *
 * The listing's chosen sort orders what the rules tie. Each rule is a few `search_vector` tests of
 * the row, so the number is cheap over the rows it ranks; a large match set ranks a bounded set of
 * candidates (`rankedPage`).
 */
export function rankScore(q: string, vocabulary: SearchVocabulary): SQL {
  const terms = searchTerms(q, vocabulary)
  const holds = nameHolds(q) ?? sql`false`
  const allWords = terms.reduce((total, term) => total + term.words, 0)
  const words = sum(terms.map((term) => sql`${matches(termTsQuery(term))}::int * ${term.words}`))
  const typos = sum(terms.flatMap((term) => termTypos(term) ?? []))
  const neighbours = sum(terms.slice(1).flatMap((term, index) => sideBySide(terms[index]!, term) ?? []))
  const attribute = sum(terms.map(termAttribute))
  const wholeWords = sum(terms.map((term) => sql`${matches(termTsQuery(term, { prefix: false }))}::int`))
  const nameTier = sql`CASE WHEN lower(t.name) = ${q.toLowerCase()} THEN 3 WHEN t.name ILIKE ${`${escapeLike(q)}%`} THEN 2
    WHEN t.category_keys && ${keyArray(searchTags(terms))} THEN 1 ELSE 0 END`
  // Each rule's range fits under the next one's unit: at most 8 words, 16 typos, 7 neighbours, 40 attribute steps, 38 exactness points.
  return sql`(
    (CASE WHEN ${holds} THEN ${allWords} ELSE ${words} END)::bigint * 1000000000
    + (29 - ${typos}) * 10000000
    + ${neighbours} * 100000
    + (99 - CASE WHEN ${holds} THEN 0 ELSE ${attribute} END) * 100
    + ${nameTier} * 10 + ${wholeWords})`
}
