/**
 * Malformed values as they appear in a URL (already percent-encoded where the bytes are not
 * printable): what a fuzzer, a broken client or an attacker puts in a query string or a slug.
 */
export const ODD_URL_VALUES: Record<string, string> = {
  'NUL byte': '%00',
  'NUL inside': 'abc%00def',
  'invalid UTF-8': '%C3%28',
  'lone continuation byte': '%80',
  'byte 0xFF': '%FF',
  'overlong slash': '%C0%AF',
  'UTF-16 surrogate': '%ED%A0%80',
  'bare percent': '%',
  'bad percent escape': '%zz',
  'CRLF injection': '%0D%0ASet-Cookie:%20injected=1',
  'right-to-left override': '%E2%80%AEevil',
  'zero-width space': '%E2%80%8B',
  'combining marks': `e${'%CC%81'.repeat(200)}`,
  'astral emoji': '%F0%9F%92%A9%F0%9F%92%A9',
  'HTML tag': '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'SQL quote': "'%20OR%201%3D1--",
  'path traversal': '..%2F..%2F..%2Fetc%2Fpasswd',
  'overlong value (10 KB)': 'a'.repeat(10_000),
  'negative number': '-1',
  'huge number': '1e309',
}

/** Query strings with structure a parser might trip over, beside a single odd value. */
export const ODD_QUERY_STRINGS: Record<string, string> = {
  'repeated key': 'q=a&q=b&q=c',
  'bracket array': 'q[]=a&q[]=b',
  'nested object': 'q[a][b][c]=1',
  'prototype pollution': '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'unknown parameter': 'utm_evil=%00&x=%FF',
  'empty key': '=value&&&=',
  'many parameters': Array.from({ length: 500 }, (_, index) => `p${index}=${index}`).join('&'),
}

/** JSON bodies that are valid JSON but the wrong shape, plus some that are not JSON at all. */
export const ODD_JSON_BODIES: Record<string, string> = {
  'not JSON': 'this is not json',
  'truncated JSON': '{"email": "a@b.c", "password": ',
  'JSON array': '[1, 2, 3]',
  'JSON null': 'null',
  'wrong types': '{"email": {"$ne": null}, "password": ["x"], "name": 12, "id": true}',
  'prototype pollution': '{"__proto__": {"roles": ["admin"], "polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  'deep nesting (5,000 levels)': `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  'NUL and odd Unicode': '{"email": "a\\u0000@b.c", "name": "\\ud800\\u202e\\u200b"}',
  'huge string (2 MB)': JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
}
