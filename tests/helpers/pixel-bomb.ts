import sharp from 'sharp'

/**
 * A decompression bomb: a one-colour 8000×8000 PNG, about 200 KB that decode to 64 million
 * pixels (seconds and hundreds of megabytes before the limit). Made once per test file.
 */
let bomb: Promise<Buffer> | undefined
export function pixelBomb(): Promise<Buffer> {
  bomb ??= sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#0ea5e9' } }).png({ compressionLevel: 9 }).toBuffer()
  return bomb
}

/** How long `work` takes, in milliseconds, with what it returned or threw. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const started = performance.now()
  const [result] = await Promise.allSettled([work()])
  return { ms: performance.now() - started, result: result }
}
