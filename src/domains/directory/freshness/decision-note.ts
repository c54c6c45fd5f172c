import { z } from 'zod'

const MAX_NOTE_LENGTH = 2000

const noteSchema = z.object(
  {
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(MAX_NOTE_LENGTH, `Keep the note under ${MAX_NOTE_LENGTH} characters.`)
      .default(''),
  },
  { error: 'Send the note as JSON: { "note": "…" }.' },
)

/**
 * The editor's note from a decision's JSON body (`{ "note": "…" }`; may be empty on accept). A
 * reject needs one: it is the record of why the site's value was not taken.
 */
export function decisionNote(action: 'accept' | 'reject', body: unknown): { ok: true; note: string } | { ok: false; message: string } {
  const parsed = noteSchema.safeParse(body ?? {})
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Send the note as JSON: { "note": "…" }.' }
  if (action === 'reject' && !parsed.data.note) return { ok: false, message: 'Say why you reject this change: the note stays with the proposal.' }
  return { ok: true, note: parsed.data.note }
}
