import type { ReactNode } from 'react'

/** The baseline page's own minimal root layout (no site chrome, no CSS). */
export default function BenchBaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
