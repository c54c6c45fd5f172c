import { readFileSync } from 'node:fs'
import path from 'node:path'

export type ServerActionRef = { id: string; name: string; path: string }

type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }> }

/**
 * The page URL a server action is posted to, from the app route that imports it: route groups
 * dropped, dynamic segments filled with real values.
 */
function pagePath(worker: string, toolSlug: string): string | null {
  const segments = worker
    .replace(/^app\//, '')
    .replace(/\/page$/, '')
    .split('/')
    .filter((segment) => !/^\(.+\)$/.test(segment))
  const filled = segments
    .filter((segment) => segment !== '[[...segments]]')
    .map((segment) => (segment === '[slug]' ? toolSlug : segment))
  if (filled.some((segment) => segment.startsWith('['))) return null
  return `/${filled.join('/')}`
}

/**
 * Every server action of the build (its id from .next/server/server-reference-manifest.json) with
 * one page that can receive it. Read from the build the e2e run serves.
 */
export function serverActions(toolSlug: string, buildDir = path.resolve('.next')): ServerActionRef[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'server', 'server-reference-manifest.json'), 'utf8')) as Manifest
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const page = Object.keys(entry.workers)
      .map((worker) => pagePath(worker, toolSlug))
      .find((candidate) => candidate !== null)
    return page ? [{ id, name: `${entry.filename ?? '?'}#${entry.exportedName ?? '?'}`, path: page }] : []
  })
}
