/**
 * Characters that could end the script element or start a comment in it (`</script>`, `<!--`,
 * `-->`), `&`, and the two line separators older JavaScript parsers treat as line ends. Each is
 * written as a JSON `\u` escape, so the data reads back unchanged.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

const escapeForScript = (json: string) => json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * Structured data for search engines. It is the one place a page writes markup itself: React
 * would entity-encode a script's text, which JSON-LD readers do not decode, so the JSON is
 * escaped here instead.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeForScript(JSON.stringify(data)) }} />
}
