import 'server-only'

import { directoryAudience, type DirectoryAudience } from '@/domains/directory'
import { readDb } from '@/server/read-db'

/** The directory's measured audience for the vendor pages (figures not yet meaningful are null). */
export async function getDirectoryAudience(): Promise<DirectoryAudience> {
  return directoryAudience(await readDb())
}
