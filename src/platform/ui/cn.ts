import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and lets later Tailwind classes override earlier ones. Components a page
 * renders many times (icons, badges, buttons, a card's controls) join with plain `clsx`: their
 * base classes are the semantic ones of ui-classes.css, so there is nothing to merge, and the
 * home page's 24 cards would otherwise pay for a few hundred merges while hydrating.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
