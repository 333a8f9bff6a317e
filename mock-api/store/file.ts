import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Low } from 'lowdb'
import { JSONFile } from 'lowdb/node'
import { createLowStore } from './low-store'
import { seedData } from './seed'
import type { Data, Store } from './store'

/**
 * The dev server's store: `${dataDir}/db.json`, written through a temp file and a rename
 * (lowdb's steno) so it is never half-written. Seeded on first start; a file that cannot be
 * read as our data stops the start instead of being overwritten.
 */
export async function createFileStore(dataDir: string): Promise<Store> {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, 'db.json')
  const db = new Low<Data | null>(new JSONFile<Data | null>(file), null)

  try {
    await db.read()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`${file} is not valid JSON (${reason}). Fix or move it away; it has been left untouched.`)
  }

  if (db.data === null) {
    db.data = seedData()
    await db.write()
  } else if (!isData(db.data)) {
    throw new Error(`${file} does not hold the mock API's data (no "apps" object). Fix or move it away; it has been left untouched.`)
  }

  return createLowStore(db as Low<Data>)
}

function isData(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null || !('apps' in value)) return false
  return typeof value.apps === 'object' && value.apps !== null && !Array.isArray(value.apps)
}
