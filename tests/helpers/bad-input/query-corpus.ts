import type { BadRequest } from './corpus'
import type { QueryCollection } from './query-fields'

/** Every operator of Payload's query language. */
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]

/**
 * Values of the wrong type for most fields, as query-string tails of `where[…][field][operator]`:
 * text where a number, date, id, choice or boolean is stored, lists and objects where one value is,
 * numbers no column holds, NaN, nothing at all.
 */
const WRONG_VALUES: Record<string, (key: string) => string> = {
  text: (key) => `${key}=abc`,
  list: (key) => `${key}[]=a&${key}[]=1`,
  'comma list': (key) => `${key}=1,abc,,`,
  'huge number': (key) => `${key}=1e309`,
  'beyond 64 bits': (key) => `${key}=99999999999999999999`,
  'negative fraction': (key) => `${key}=-1.5`,
  NaN: (key) => `${key}=NaN`,
  'impossible date': (key) => `${key}=2024-13-45T99:99`,
  'nested object': (key) => `${key}[a][b]=1`,
  'relation object': (key) => `${key}[relationTo]=nope&${key}[value]=abc`,
  'GeoJSON of text': (key) => `${key}[type]=Point&${key}[coordinates][]=a&${key}[coordinates][]=b`,
  empty: (key) => `${key}=`,
}

/** Fields every collection can be queried on besides its own. */
const COMMON_FIELDS = [
  { path: '_status', type: 'select' },
  { path: 'createdAt', type: 'date' },
]

/** Operators sent together in one request: four at a time keeps a request line well under Node's 16 KB header limit. */
const OPERATORS_PER_REQUEST = 4
const OPERATOR_GROUPS = Array.from({ length: Math.ceil(OPERATORS.length / OPERATORS_PER_REQUEST) }, (_, index) =>
  OPERATORS.slice(index * OPERATORS_PER_REQUEST, (index + 1) * OPERATORS_PER_REQUEST),
)

/**
 * Payload's query language with wrong-typed values: every collection × every field path (nested,
 * relationship, date, number, select, checkbox, JSON, `id`, `_status`, `createdAt`) × every operator,
 * each request carrying every wrong value for a field and four operators (`or`), so the corpus stays
 * a few thousand requests. Sent once per caller (`cookie`: a signed-in plain user; none: anonymous).
 * The answer may be a 400, a 403 or an empty list; never a 5xx.
 */
export function queryCorpus(collections: QueryCollection[], caller: { label: string; cookie?: string }): BadRequest[] {
  const headers = caller.cookie ? { cookie: caller.cookie } : undefined
  return collections.flatMap(({ slug, fields }) => {
    const paths = [...fields, ...COMMON_FIELDS.filter((common) => !fields.some((field) => field.path === common.path))]
    return paths.flatMap((field) =>
      OPERATOR_GROUPS.map((operators): BadRequest => {
        const query = operators
          .flatMap((operator) => Object.values(WRONG_VALUES).map((value) => (index: number) => value(`where[or][${index}][${field.path}][${operator}]`)))
          .map((clause, index) => clause(index))
          .join('&')
        return { group: 'query', label: `${caller.label} GET /api/${slug} ${field.path} (${field.type}) ${operators.join('/')}`, method: 'GET', path: `/api/${slug}?depth=0&limit=1&${query}`, headers }
      }),
    )
  })
}

/** 5,000 levels of arrays: Payload's recursive walks over written data overflow the stack on it. */
const DEEP_JSON = `${'['.repeat(5_000)}${']'.repeat(5_000)}`

/**
 * Writes a signed-in caller's session lets through access to Payload's recursive field walks:
 * deeply nested JSON as the body and as a field's value, to every collection, created and updated;
 * and the REST routes of Payload's own tables (its migrations table has none).
 */
export function signedInWrites(collections: QueryCollection[], cookie: string): BadRequest[] {
  const headers = { cookie, 'content-type': 'application/json' }
  return collections.flatMap(({ slug, fields }): BadRequest[] => {
    const field = fields.find((candidate) => candidate.path !== 'id')?.path ?? 'name'
    const bodies = { 'deep JSON body': DEEP_JSON, 'deep JSON in a field': `{"${field}": ${DEEP_JSON}}` }
    return [
      ...Object.entries(bodies).flatMap(([label, body]): BadRequest[] => [
        { group: 'query', label: `signed-in POST /api/${slug} ${label}`, method: 'POST', path: `/api/${slug}`, headers, body },
        { group: 'query', label: `signed-in PATCH /api/${slug}/1 ${label}`, method: 'PATCH', path: `/api/${slug}/1`, headers, body },
      ]),
      { group: 'query', label: `signed-in GET /api/${slug}`, method: 'GET', path: `/api/${slug}?limit=1&depth=0`, headers },
    ]
  })
}
