import config from '@payload-config'
import { getPayload } from 'payload'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const payload = await getPayload({ config })
  const { docs, totalDocs } = await payload.find({
    collection: 'tools',
    limit: 24,
    sort: 'name',
    select: { name: true, slug: true, description: true },
    overrideAccess: false,
  })
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold">Find the Perfect AI Tool for Your Recruiting Stack</h1>
      <p className="mt-2 text-slate-600">{totalDocs} tools</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {docs.map((tool) => (
          <li key={tool.id} className="rounded-lg border p-4">
            <h2 className="font-semibold">{tool.name}</h2>
            <p className="line-clamp-2 text-sm text-slate-600">{tool.description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
