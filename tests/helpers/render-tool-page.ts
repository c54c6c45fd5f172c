import { renderToStaticMarkup } from 'react-dom/server'
import { vi } from 'vitest'

// The page's client islands ask for the router, which exists only inside a running app.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => undefined, push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}))

const { default: ToolPage } = await import('@/app/(frontend)/tools/[slug]/page')

/** The tool page as a visitor gets it: the page's query and every component it renders. */
export async function renderToolPage(slug: string): Promise<string> {
  return renderToStaticMarkup(await ToolPage({ params: Promise.resolve({ slug }) }))
}
