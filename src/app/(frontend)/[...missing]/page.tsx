import { notFound } from 'next/navigation'

/** Every path no route claims renders the site's not-found page (HTTP 404) inside the site layout. */
export default function MissingPage(): never {
  notFound()
}
