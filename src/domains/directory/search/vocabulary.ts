import { NO_SYNONYMS, type SynonymGroups } from './synonyms'

/** A word of the catalogue a typed word may have meant, and the typos between them. */
export interface Correction {
  word: string
  typos: number
}

/**
 * What a search's words match beside themselves, read once per search: the synonym groups editors
 * keep, and for each typed word the catalogue doesn't know, its likeliest corrections (none when the
 * visitor asked for the words as typed).
 */
export interface SearchVocabulary {
  synonyms: SynonymGroups
  corrections: ReadonlyMap<string, readonly Correction[]>
}

export const NO_VOCABULARY: SearchVocabulary = { synonyms: NO_SYNONYMS, corrections: new Map() }
