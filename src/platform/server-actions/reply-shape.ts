/**
 * What a server action call's body must look like before Next hands it to React's decodeReply,
 * which throws (and Next answers 500) on anything else. A call from our pages is React's
 * `encodeReply` of the argument list: a JSON array at the root, strings that start with `$`
 * escaped as `$$` or one of the inline forms below. A multipart call's root is its part "0":
 * there `$K<id>` names the FormData fields prefixed `_<id>_`, and `$<id>` an outlined part. Ids are
 * hexadecimal in references and decimal in part names. A reference may go on with a path,
 * `$<id>:<key>:<key>`, to a value React sent once and points at again (Payload's admin does, for a
 * new Lexical block's data): the path must lead to a value that is there.
 */
const MAX_DEPTH = 64
const INLINE_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/
const FORM_DATA_REFERENCE = /^\$K([0-9a-f]+)$/
const PART_REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/

type Parts = { root: unknown; formData: Set<string>; outlined: Map<string, string> }

/** The part a reference's hexadecimal id names, parsed; undefined when there is none. */
function partValue(hexId: string, parts: Parts): unknown {
  const id = Number.parseInt(hexId, 16)
  if (id === 0) return parts.root
  const json = parts.outlined.get(String(id))
  if (json === undefined) return undefined
  try {
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}

/** Whether `$<id>:<path>` leads to a value: each step an own key of a plain value, never through another reference. */
function resolves(hexId: string, path: string, parts: Parts): boolean {
  let value = partValue(hexId, parts)
  if (value === undefined) return false
  for (const key of path.split(':').slice(1)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false
    value = (value as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.startsWith('$')) return false
  }
  return value !== undefined
}

function wellFormed(value: unknown, parts: Parts, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false
  if (typeof value === 'string') {
    if (!value.startsWith('$') || INLINE_VALUE.test(value)) return true
    const formData = FORM_DATA_REFERENCE.exec(value)
    if (formData) return parts.formData.has(formData[1]!)
    const reference = PART_REFERENCE.exec(value)
    return reference !== null && resolves(reference[1]!, reference[2]!, parts)
  }
  if (value === null || typeof value !== 'object') return true
  return Object.values(value).every((item) => wellFormed(item, parts, depth + 1))
}

function rootArguments(json: string, parts: Omit<Parts, 'root'>): unknown[] | null {
  let root: unknown
  try {
    root = JSON.parse(json)
  } catch {
    return null
  }
  return Array.isArray(root) && wellFormed(root, { ...parts, root }) ? root : null
}

/** The argument list in `body` (with its content type) if React can decode it, else null. */
export async function decodableArguments(contentType: string, body: Request): Promise<unknown[] | null> {
  if (contentType.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await body.formData()
    } catch {
      return null
    }
    const root = form.get('0')
    const keys = [...form.keys()]
    const formData = new Set(keys.map((key) => /^_(\d+)_/.exec(key)?.[1]).filter((id): id is string => id !== undefined))
    // An outlined part is JSON text; a file under a part's name is no part a reference can read.
    const outlined = new Map(
      keys.filter((key) => /^\d+$/.test(key) && key !== '0').flatMap((key) => {
        const part = form.get(key)
        return typeof part === 'string' ? [[key, part] as const] : []
      }),
    )
    return typeof root === 'string' ? rootArguments(root, { formData, outlined }) : null
  }
  return rootArguments(await body.text(), { formData: new Set(), outlined: new Map() })
}
