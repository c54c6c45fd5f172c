import type { ReactNode } from 'react'

import { Toaster } from '@/components/ui/toaster'

import './globals.css'

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
