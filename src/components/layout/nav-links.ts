import { Bookmark, UserRound } from 'lucide-react'

/** The header's navigation: Categories, Resources, Review Process. */
export const NAV_LINKS = [
  { href: '/categories', label: 'Categories' },
  { href: '/resources', label: 'Resources' },
  { href: '/review-process', label: 'Review Process' },
] as const

/** Beside the navigation on every page: the way in for a vendor (/submit-tool). */
export const SUBMIT_LINK = { href: '/submit-tool', label: 'Submit a tool' } as const

/** A signed-in visitor's own pages, in the header's account menu and the mobile menu (Sign Out follows them). */
export const ACCOUNT_LINKS = [
  { href: '/account', label: 'Account', icon: UserRound },
  { href: '/account/saved', label: 'Saved tools', icon: Bookmark },
] as const
