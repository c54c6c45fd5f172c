import { permanentRedirect } from 'next/navigation'

export const dynamic = 'force-dynamic'

/** Older emails linked here; the listings live on the account page. */
export default function AccountListingsPage() {
  permanentRedirect('/account')
}
