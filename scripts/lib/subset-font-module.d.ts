// subset-font ships no types; this is the part of its API scripts/subset-font.ts uses.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    preserveNameIds?: number[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }

  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
