import type { Payload } from 'payload'

import { hasRole } from '@/domains/accounts'
import { queueSummaries, waitingTime } from '@/domains/moderation'

const cell = { padding: 'calc(var(--base) * 0.5) calc(var(--base) * 0.75)', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' } as const

/**
 * The admin's first screen, above the collections: each queue the signed-in editor works
 * (src/domains/moderation/queues.ts), how many items wait in it and for how long the oldest has,
 * each linking to the queue's list filtered to what waits, oldest first.
 */
export async function EditorQueues({ payload, user }: { payload: Payload; user?: { roles?: string[] | null } | null }) {
  if (!hasRole(user, 'admin', 'editor')) return null
  const now = new Date()
  const queues = await queueSummaries(payload, user)
  const waiting = queues.reduce((sum, summary) => sum + summary.pending, 0)
  return (
    <section aria-labelledby="editor-queues-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <div className="card" style={{ padding: 'calc(var(--base) * 1.5)', display: 'grid', gap: 'calc(var(--base) * 0.75)' }}>
        <div>
          <h2 id="editor-queues-title" style={{ margin: 0 }}>
            Waiting for an editor
          </h2>
          <p style={{ margin: 'calc(var(--base) * 0.25) 0 0', color: 'var(--theme-elevation-600)' }}>
            {waiting === 0 ? 'Every queue is empty.' : `${waiting} ${waiting === 1 ? 'item waits' : 'items wait'} across your queues.`}
          </p>
        </div>
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" style={cell}>
                  Queue
                </th>
                <th scope="col" style={{ ...cell, textAlign: 'right' }}>
                  Waiting
                </th>
                <th scope="col" style={cell}>
                  Oldest waiting
                </th>
              </tr>
            </thead>
            <tbody>
              {queues.map(({ queue, pending, oldestAt, url }) => (
                <tr key={queue.collection} data-queue={queue.collection}>
                  <th scope="row" style={{ ...cell, fontWeight: 600 }}>
                    { }
                    <a href={url}>{queue.label}</a>
                  </th>
                  <td style={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: pending > 0 ? 700 : 400 }}>{pending}</td>
                  <td style={{ ...cell, color: pending > 0 ? 'inherit' : 'var(--theme-elevation-500)' }}>
                    {oldestAt ? waitingTime(oldestAt, now) : 'Nothing waiting'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
