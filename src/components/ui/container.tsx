import type { HTMLAttributes } from 'react'

import { cn } from '@/platform/ui/cn'

import { CONTAINER_CLASSES } from './container-classes'

/** The page column; a caller's classes override its own (`max-w-3xl` for a reading column). */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(CONTAINER_CLASSES, className)} {...props} />
}
