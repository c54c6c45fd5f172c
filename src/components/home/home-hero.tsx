import { SearchBox, FILTER_FORM_ID } from '@/components/filters/search-box'
import { Container } from '@/components/ui/container'

import { HeroFrame } from './hero-frame'

/**
 * The search hero, short enough that the first results show below it at every width; its GET form
 * carries the search (and, by `form=`, the filters) without JavaScript. Once the visitor searches or
 * filters, the heading and subtitle fold away (kept for screen readers) and the search bar remains.
 */
export function HomeHero() {
  return (
    <HeroFrame>
      <div aria-hidden className="pointer-events-none absolute -top-48 left-1/2 h-[26rem] w-[56rem] -translate-x-1/2 bg-radial-[closest-side] from-brand-200/40 from-50% to-transparent group-data-[collapsed]:hidden" />
      <Container className="relative py-6 text-center group-data-[collapsed]:py-3 sm:py-10 sm:group-data-[collapsed]:py-3">
        {/* Folded, each is screen-reader text of its own: inside a 1 px box, a heading that may wrap would still be tall. */}
        <h1 className="mx-auto text-balance text-2xl font-extrabold tracking-tight text-ink group-data-[collapsed]:sr-only sm:text-4xl">Find the Perfect AI Tool for Your Recruiting Stack</h1>
        <p className="mx-auto mt-2 max-w-2xl text-pretty text-sm text-muted group-data-[collapsed]:sr-only sm:mt-3 sm:text-base">
          Discover and compare AI recruiting tools for sourcing, screening and interviewing, curated and reviewed by hand.
        </p>
        <form id={FILTER_FORM_ID} action="/" method="get" role="search" className="mx-auto mt-4 max-w-2xl group-data-[collapsed]:mt-0 sm:mt-6 sm:group-data-[collapsed]:mt-0">
          <SearchBox />
          <button type="submit" className="sr-only">
            Search
          </button>
        </form>
      </Container>
    </HeroFrame>
  )
}
