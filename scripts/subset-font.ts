/**
 * `npm run generate:font`: writes the site's font file, src/app/(frontend)/fonts/, from
 * `@fontsource-variable/inter`'s Latin variable file, keeping
 * - the same characters (the unicode-range fontsource declares for that file),
 * - the weights the site uses, 400 to 800 (`font-normal` to `font-extrabold`; the weight axis is
 *   cut to that range; tests/unit/font-weights.spec.ts fails on a weight class outside it),
 * - the layout features a browser applies by default (kerning, ligatures, marks); Inter's optional
 *   alternates (stylistic sets, character variants), which no page asks for, are dropped.
 * 48.3 KB becomes 31.6 KB, and the page preloads it. `npm run check:generated` rebuilds it and
 * fails when the committed file differs (harfbuzz writes the same bytes for the same input).
 *
 * Also the shared-link images' fonts (src/app/(frontend)/tools/[slug]/opengraph-image.tsx): the
 * same characters at two fixed weights, as TrueType, which the image renderer reads fastest (it
 * reads neither WOFF2 nor a variable font's other weights).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import subsetFont from 'subset-font'

const WEIGHTS = { min: 400, max: 800 }
/** The font's licence (SIL OFL 1.1): its description and URL, which the subsetter drops by default. */
const LICENSE_NAME_IDS = [13, 14]
const SOURCE_FILE = 'inter-latin-wght-normal.woff2'
const TARGET = 'src/app/(frontend)/fonts/inter-latin-wght-400-800.woff2'
const IMAGE_WEIGHTS = [400, 700]
const imageTarget = (weight: number) => `src/app/(frontend)/fonts/inter-latin-${weight}.ttf`

const packageDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'))

/** The characters of fontsource's @font-face rule for the file, from its unicode-range. */
function unicodeRangeText(css: string, file: string): string {
  const rule = css.split('@font-face').find((block) => block.includes(file))
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1]
  if (!range) throw new Error(`No unicode-range for ${file} in @fontsource-variable/inter's wght.css`)
  let text = ''
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) text += String.fromCodePoint(code)
  }
  return text
}

const source = readFileSync(path.join(packageDir, 'files', SOURCE_FILE))
const text = unicodeRangeText(readFileSync(path.join(packageDir, 'wght.css'), 'utf8'), SOURCE_FILE)
const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS }, preserveNameIds: LICENSE_NAME_IDS })
writeFileSync(TARGET, subset)
console.info(`${TARGET}: ${subset.length.toLocaleString('en-US')} bytes (from ${source.length.toLocaleString('en-US')})`)

for (const weight of IMAGE_WEIGHTS) {
  const fixed = await subsetFont(source, text, { targetFormat: 'sfnt', variationAxes: { wght: weight }, preserveNameIds: LICENSE_NAME_IDS })
  writeFileSync(imageTarget(weight), fixed)
  console.info(`${imageTarget(weight)}: ${fixed.length.toLocaleString('en-US')} bytes`)
}
