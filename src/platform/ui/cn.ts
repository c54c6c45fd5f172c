import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and lets later Tailwind classes override earlier ones (`size-8` given
 * `size-10` keeps only the latter). Server components only: browser code joins with plain `clsx`
 * (or picks whole class lists), since tailwind-merge is 27 KB of script for every page and builds
 * its whole class table on its first call, which a phone paid while hydrating the home page.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
