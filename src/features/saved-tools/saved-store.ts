'use client'

import { visitorToolSet } from '@/components/ui/visitor-tool-set'

/** Which tools the current visitor has saved, from /me/saved, shared by every bookmark button. */
const saved = visitorToolSet('/me/saved')

export const useSaved = saved.useHas
export const savedState = saved.current
export const markSaved = saved.mark
export const saveClickable = saved.clickable
export const useSavedKnown = saved.useKnown
