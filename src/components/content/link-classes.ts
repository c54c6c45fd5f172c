/** How links look inside editorial text. */
export const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 transition-colors hover:text-brand-800 hover:decoration-brand-600'
