import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { distinctTones, NEIGHBOUR_WINDOW } from '@/domains/directory/mark-tones'
import { MONOGRAM_PALETTE, markKey, markTone, monogram, toolTone } from '@/domains/directory/monogram'

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** Tools (name and website) as the seed lists them, PeopleGPT and SeekOut side by side. */
const SEEDED = [
  { name: 'PeopleGPT', sourceUrl: 'https://juicebox.ai' },
  { name: 'SeekOut', sourceUrl: 'https://www.seekout.com' },
  { name: 'hireEZ', sourceUrl: 'https://hireez.com' },
  { name: 'Gem', sourceUrl: 'https://www.gem.com' },
  { name: 'Ashby', sourceUrl: 'https://www.ashbyhq.com' },
  { name: 'Greenhouse', sourceUrl: 'https://www.greenhouse.com' },
  { name: 'Lever', sourceUrl: 'https://www.lever.co' },
  { name: 'Workable', sourceUrl: 'https://www.workable.com' },
]

describe('a tool without a logo gets a generated monogram', () => {
  it('takes up to two initials from the name', () => {
    expect(monogram('Hire Stack').initials).toBe('HS')
    expect(monogram('ChatGPT').initials).toBe('CG')
    expect(monogram('Teal').initials).toBe('T')
    expect(monogram('hireEZ').initials).toBe('HE')
    expect(monogram('  résumé.io builder ').initials).toBe('RI')
    expect(monogram('8x8 Contact Center').initials).toBe('8C')
  })

  it('falls back to a question mark for a name without letters or digits', () => {
    expect(monogram('').initials).toBe('?')
    expect(monogram('—  !!').initials).toBe('?')
  })

  it("takes its colour from the website's domain, whatever the scheme, www or path, else the affiliate link, else the name", () => {
    expect(markKey({ name: 'SeekOut', sourceUrl: 'https://www.seekout.com/pricing' })).toBe('seekout.com')
    expect(markKey({ name: 'SeekOut', sourceUrl: 'http://seekout.com' })).toBe('seekout.com')
    expect(markKey({ name: 'SeekOut', sourceUrl: 'not a url', affiliateLink: 'https://go.seekout.com/r?x=1' })).toBe('go.seekout.com')
    expect(markKey({ name: 'SeekOut', sourceUrl: null, affiliateLink: null })).toBe('SeekOut')
    expect(markKey({ name: 'SeekOut', sourceUrl: 'javascript:alert(1)' })).toBe('SeekOut')
    // A renamed tool keeps its colour; the same name on another site may not share it.
    expect(toolTone({ name: 'SeekOut Recruit', sourceUrl: 'https://www.seekout.com' })).toBe(toolTone({ name: 'SeekOut', sourceUrl: 'https://seekout.com/' }))
    expect(toolTone({ name: 'PeopleGPT', sourceUrl: 'https://juicebox.ai' })).toBe(markTone('juicebox.ai'))
  })

  it('picks the same colour for the same key every time, whatever its case or spacing', () => {
    expect(markTone('Greenhouse')).toBe(markTone(' greenhouse '))
    expect(monogram('Greenhouse').background).toBe(monogram(' greenhouse ').background)
    expect(monogram('Anything', 3).background).toBe(MONOGRAM_PALETTE[3])
  })

  it('spreads domains over the palette rather than giving all tools one colour', () => {
    const colours = new Set(SEEDED.map((tool) => toolTone(tool)))
    expect(colours.size).toBeGreaterThanOrEqual(5)
  })

  it.each(MONOGRAM_PALETTE.map((colour) => [colour]))('keeps white initials readable on %s (WCAG AA, 4.5:1)', (colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it("paints each palette colour with the stylesheet's class of its index", () => {
    const css = readFileSync('src/app/(frontend)/ui-classes.css', 'utf8')
    const classes = [...css.matchAll(/\.mono-(\d+) \{\s*background-color: (#[0-9a-f]{6});/g)].map((match) => [Number(match[1]), match[2]])
    expect(classes).toEqual(MONOGRAM_PALETTE.map((colour, index) => [index, colour]))
  })
})

describe('no two neighbouring cards share a monogram colour', () => {
  const neighboursDiffer = (tones: number[]) => {
    for (let index = 0; index < tones.length; index += 1) {
      for (let back = 1; back <= NEIGHBOUR_WINDOW && back <= index; back += 1) {
        expect(tones[index], `card ${index} and card ${index - back}`).not.toBe(tones[index - back])
      }
    }
  }

  it('gives PeopleGPT and SeekOut, next to each other in the seed, different colours', () => {
    const tones = distinctTones(SEEDED.map(markKey))
    expect(tones[0]).not.toBe(tones[1])
    neighboursDiffer(tones)
  })

  it('keeps each tool its own colour where no neighbour has it, and moves to the next free colour where one does', () => {
    // Four tools of one domain: the first keeps its colour, each next one takes the next colour.
    const own = markTone('acme.com')
    const next = (step: number) => (own + step) % MONOGRAM_PALETTE.length
    expect(distinctTones(['acme.com', 'acme.com', 'acme.com', 'acme.com'])).toEqual([own, next(1), next(2), next(3)])
    // Further down than the window, a colour may come back.
    expect(distinctTones(Array.from({ length: NEIGHBOUR_WINDOW + 1 }, () => 'acme.com')).at(-1)).toBe(next(NEIGHBOUR_WINDOW))
    expect(distinctTones(['juicebox.ai'])).toEqual([markTone('juicebox.ai')])
    expect(distinctTones([])).toEqual([])
  })

  it('differs from the card before and the card above in grids of up to four columns, for any list, the same way every time', () => {
    const keys = Array.from({ length: 500 }, (_, index) => `tool-${index % 37}.example`)
    const tones = distinctTones(keys)
    neighboursDiffer(tones)
    expect(distinctTones(keys)).toEqual(tones)
    for (const tone of tones) expect(tone).toBeLessThan(MONOGRAM_PALETTE.length)
  })
})
