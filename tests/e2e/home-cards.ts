import type { Page } from '@playwright/test'

/** The home page's result cards. */
export const cards = (page: Page) => page.getByRole('list', { name: 'Tools' }).getByRole('article')

/**
 * The result cards' tool names, in order. Text content, not innerText: a card far down the page is
 * not laid out yet (content-visibility), and Chromium's innerText of it is empty.
 */
export const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents()
