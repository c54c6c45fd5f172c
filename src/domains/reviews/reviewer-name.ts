/**
 * How a reviewer is named on the public page: the first name and the initial of the last from their
 * profile ("Dana K."), never the e-mail address; without a name, "HireStack member".
 */
export function reviewerName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'HireStack member'
  if (words.length === 1) return words[0]!
  return `${words[0]} ${words[words.length - 1]!.charAt(0).toUpperCase()}.`
}
