/** The header's navigation (spec: Categories, Resources, Review Process). */
export const NAV_LINKS = [
  { href: '/categories', label: 'Categories' },
  { href: '/resources', label: 'Resources' },
  { href: '/review-process', label: 'Review Process' },
] as const
