import localFont from 'next/font/local'

/**
 * Inter, bundled (nothing fetched at build or run time): the Latin subset of
 * `@fontsource-variable/inter`, one variable file for every weight. Through next/font the page
 * preloads it and gets a size-adjusted fallback, so the swap neither moves the layout nor holds
 * the first paint. Other scripts' letters fall back to the system font.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
