import type { Page } from '@playwright/test'

/** The home page's result cards. */
export const cards = (page: Page) => page.getByRole('list', { name: 'Tools' }).getByRole('article')

/** The result cards' tool names, in order, as the markup has them (innerText would depend on layout). */
export const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents()
