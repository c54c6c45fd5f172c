import type { Metadata } from 'next'

import { FullList } from '@/components/full-list/full-list'
import { getDirectoryPage } from '@/queries/tools'

export const metadata: Metadata = {
  title: 'Full List of AI Recruiting Tools (A–Z)',
  description: 'Every tool in the directory, A to Z, grouped by audience and category.',
  alternates: { canonical: '/full-list' },
}

export default async function FullListPage() {
  return <FullList directory={await getDirectoryPage(1)} />
}
