import { SearchBox, FILTER_FORM_ID } from '@/components/filters/search-box'
import { Container } from '@/components/ui/container'

/** The search hero; its GET form carries the search (and, by `form=`, the filters) without JavaScript. */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden className="pointer-events-none absolute -top-48 left-1/2 h-[26rem] w-[56rem] -translate-x-1/2 bg-radial-[closest-side] from-brand-200/40 from-50% to-transparent" />
      <Container className="relative py-14 text-center sm:py-20">
        <p className="mx-auto inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700 ring-1 ring-brand-200">
          The AI recruiting tools directory
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-balance text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
          Find the Perfect AI Tool for Your Recruiting Stack
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-base text-muted sm:text-lg">
          Discover, compare and choose AI recruiting tools for sourcing, screening, interviewing and more — curated and
          reviewed by hand.
        </p>
        <form id={FILTER_FORM_ID} action="/" method="get" role="search" className="mx-auto mt-8 max-w-2xl">
          <SearchBox />
          <button type="submit" className="sr-only">
            Search
          </button>
        </form>
      </Container>
    </section>
  )
}
