import { Container } from '@/components/ui/container'

/** The title band of a static page. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
      <Container className="max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
        {children}
      </Container>
    </header>
  )
}
