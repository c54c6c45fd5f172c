/**
 * Recruiting synonyms the search treats as one: a query with any phrase of a group
 * also finds tools described with the others. Lower-case words; keep it small and unambiguous.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['ats', 'applicant tracking'],
  ['sourcing', 'talent search'],
  ['ll144', 'll 144', 'local law 144', 'bias audit'],
  ['hris', 'hr information system'],
  ['crm', 'candidate relationship management'],
]
