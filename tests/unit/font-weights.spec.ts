import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/** The weights the site's font file holds (scripts/subset-font.ts cuts Inter's axis to them). */
const MIN = 400
const MAX = 800
const OUTSIDE_CLASSES = /\bfont-(thin|extralight|light|black|\[[^\]]*\])/g
const WEIGHT_DECLARATION = /font-weight:\s*(\d+)/g

describe('font weights', () => {
  it(`asks only for weights ${MIN}-${MAX}, the ones the bundled Inter file holds`, () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|css)$/.test(file))
    const outside = files.flatMap((file) => {
      const text = readFileSync(`src/${file}`, 'utf8')
      const classes = [...text.matchAll(OUTSIDE_CLASSES)].map((match) => match[0])
      const declared = [...text.matchAll(WEIGHT_DECLARATION)].filter((match) => Number(match[1]) < MIN || Number(match[1]) > MAX).map((match) => match[0])
      return [...classes, ...declared].map((found) => `src/${file}: ${found}`)
    })
    expect(outside).toEqual([])
  })

  it('finds a weight outside the file when there is one', () => {
    expect('<b className="font-light">'.match(OUTSIDE_CLASSES)).toEqual(['font-light'])
    expect([...'b { font-weight: 900 }'.matchAll(WEIGHT_DECLARATION)].map((match) => match[1])).toEqual(['900'])
  })
})
