/**
 * What a server action call's body must look like before Next hands it to React's decodeReply,
 * which throws (and Next answers 500) on anything else. A call from our pages is React's
 * `encodeReply` of the argument list: a JSON array at the root, strings that start with `$`
 * escaped as `$$` or one of the inline forms below. A multipart call's root is its part "0":
 * there `$K<n>` names the FormData fields prefixed `_<n>_`, and `$<n>` an outlined part `<n>`.
 */
const MAX_DEPTH = 64
const INLINE_VALUE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/

type Parts = { formData: Set<string>; outlined: Set<string> }

function wellFormed(value: unknown, parts: Parts, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false
  if (typeof value === 'string') {
    if (!value.startsWith('$') || INLINE_VALUE.test(value)) return true
    const reference = /^\$(K?)(\d+)$/.exec(value)
    return reference !== null && (reference[1] === 'K' ? parts.formData : parts.outlined).has(reference[2]!)
  }
  if (value === null || typeof value !== 'object') return true
  return Object.values(value).every((item) => wellFormed(item, parts, depth + 1))
}

function rootArguments(json: string, parts: Parts): unknown[] | null {
  let root: unknown
  try {
    root = JSON.parse(json)
  } catch {
    return null
  }
  return Array.isArray(root) && wellFormed(root, parts) ? root : null
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
    const outlined = new Set(keys.filter((key) => /^\d+$/.test(key) && key !== '0'))
    return typeof root === 'string' ? rootArguments(root, { formData, outlined }) : null
  }
  return rootArguments(await body.text(), { formData: new Set(), outlined: new Set() })
}
