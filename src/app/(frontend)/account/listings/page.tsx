import { permanentRedirect } from 'next/navigation'

/** Older emails linked here; the listings live on the account page. */
export default function AccountListingsPage() {
  permanentRedirect('/account')
}
