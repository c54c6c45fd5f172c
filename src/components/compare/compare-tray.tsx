'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'

import { useCompareList } from './compare-store'

const CompareTrayPanel = dynamic(() => import('./compare-tray-panel').then((module) => module.CompareTrayPanel), { ssr: false })

/** The compare tray, loaded only once a tool has been picked (and hidden on /compare itself). */
export function CompareTray() {
  const list = useCompareList()
  const pathname = usePathname()
  if (list.length === 0 || pathname === '/compare') return null
  return <CompareTrayPanel list={list} />
}
