import localFont from 'next/font/local'

/**
 * Inter, bundled (nothing fetched at build or run time): the Latin file of
 * `@fontsource-variable/inter` cut to the weights the site uses (400-800) and without its optional
 * alternates, one variable file of 31.6 KB (`npm run generate:font`, scripts/subset-font.ts).
 * Through next/font the page preloads it and gets a size-adjusted fallback, so the swap neither
 * moves the layout nor holds the first paint. Other scripts' letters fall back to the system font.
 */
export const inter = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
