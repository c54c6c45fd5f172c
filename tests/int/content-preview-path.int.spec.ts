import { describe, expect, it } from 'vitest'

import { previewPath } from '@/app/(frontend)/preview/safe-path'

describe('preview path', () => {
  it.each(['/resources/ethical-ai-hiring', '/resources/top_10-tools'])('accepts the article page %s', (path) => {
    expect(previewPath(path)).toBe(path)
  })

  it.each([
    null,
    '',
    '/resources/',
    '/resources',
    '/resources/a/b',
    '/resources/Ethical',
    '/resources/double--hyphen',
    `/resources/${'a'.repeat(121)}`,
    '//evil.example/resources/x',
    'https://evil.example/resources/x',
    '/resources/x\\evil',
    '/resources/x?next=//evil.example',
    '/tools/seekout',
  ])('refuses %s', (path) => {
    expect(previewPath(path)).toBeNull()
  })
})
