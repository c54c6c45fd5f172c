import { describe, expect, it } from 'vitest'

import { clampAtWord } from '@/platform/text/clamp-at-word'

describe('clampAtWord', () => {
  it('keeps a text within the limit whole (spaces tidied)', () => {
    expect(clampAtWord('Tools that  help\nrecruiters.', 40)).toBe('Tools that help recruiters.')
    expect(clampAtWord('exactly ten', 11)).toBe('exactly ten')
  })

  it('cuts a longer text at the last whole word, never inside one', () => {
    expect(clampAtWord('Tools that turn resumes into structured data', 20)).toBe('Tools that turn…')
    expect(clampAtWord('Tools that turn resumes', 15)).toBe('Tools that turn…')
  })

  it('drops trailing punctuation before the ellipsis', () => {
    expect(clampAtWord('Sourcing, screening, scheduling and more', 21)).toBe('Sourcing, screening…')
  })

  it('cuts a single overlong word at the limit (nothing better exists)', () => {
    expect(clampAtWord('Supercalifragilistic', 5)).toBe('Super…')
    expect(clampAtWord('', 5)).toBe('')
  })
})
