import { describe, expect, it } from 'vitest'

import { MONOGRAM_PALETTE, monogram } from '@/domains/directory/monogram'

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

  it('picks the same colour for the same name every time, whatever its case or spacing', () => {
    expect(monogram('Greenhouse').background).toBe(monogram('Greenhouse').background)
    expect(monogram(' greenhouse ').background).toBe(monogram('Greenhouse').background)
  })

  it('spreads names over the palette rather than giving all tools one colour', () => {
    const names = ['Greenhouse', 'Lever', 'Workable', 'HireVue', 'Teal', 'ChatGPT', 'SeekOut', 'Gem', 'Ashby', 'Paradox', 'Textio', 'Loxo']
    const colours = new Set(names.map((name) => monogram(name).background))
    expect(colours.size).toBeGreaterThanOrEqual(6)
    for (const colour of colours) expect(MONOGRAM_PALETTE).toContain(colour)
  })

  it.each(MONOGRAM_PALETTE.map((colour) => [colour]))('keeps white initials readable on %s (WCAG AA, 4.5:1)', (colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})
