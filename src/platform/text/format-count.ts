/**
 * "12,345": a whole number with US separators. One formatter for the process or page: each
 * `toLocaleString('en-US')` builds a new one, which a page of facet counts paid for every option.
 */
const US_NUMBER = new Intl.NumberFormat('en-US')

export const formatCount = (value: number): string => US_NUMBER.format(value)
