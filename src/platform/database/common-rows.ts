import { z } from 'zod'

/** Row shapes many raw queries share, each defined once. */

/** `SELECT count(*)::int AS n …` */
export const countRow = z.object({ n: z.number() })

/** `SELECT id …` of a table with integer ids. */
export const idRow = z.object({ id: z.number() })

/** `SELECT slug …` where the slug is known to be set. */
export const slugRow = z.object({ slug: z.string() })

/** `SELECT EXISTS (…) AS found` */
export const foundRow = z.object({ found: z.boolean() })
