import { notFound } from 'next/navigation'

export const dynamic = 'force-dynamic'

const ITEMS = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: `Baseline tool ${index + 1}`,
  description: 'A fixed item rendered per request, to compare the directory pages with a bare Next.js render.',
}))

/**
 * `npm run bench` only (BENCH_BASELINE=1): a bare per-request Next page rendering 24 items without
 * data access, measured beside the real pages. Everywhere else it does not exist.
 */
export default function BenchBaselinePage() {
  if (process.env.BENCH_BASELINE !== '1') notFound()
  return (
    <main>
      <h1>Baseline</h1>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <h2>{item.name}</h2>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
