/** Integration names as whole words, spelled as catalogued ("Lever", not "lever"; "SAP SuccessFactors" across any spacing). */
function mentionPattern(name: string): RegExp {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u')
}

/**
 * The catalogued integrations a page's text names, in catalogue order. Case-sensitive on purpose:
 * vendors write product names as the product does, and "lever" or "gem" in a sentence is not one.
 */
export function integrationsMentioned(text: string, catalogue: readonly string[]): string[] {
  return catalogue.filter((name) => name.trim() !== '' && mentionPattern(name).test(text))
}
