import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Low } from 'lowdb'
import { JournaledJSONFile } from './journaled-json-file'
import { createLowStore } from './low-store'
import { seedData } from './seed'
import type { Data, Store } from './store'
import { upgradeData } from './upgrade'

/**
 * The dev server's store: `${dataDir}/db.json` plus `db.journal`, the writes since db.json was
 * last replaced (see JournaledJSONFile: every acknowledged write is on disk, db.json is only ever
 * replaced whole). Seeded on first start (with `seed()`, the bare seed unless given); on every
 * start the journal is folded into db.json. A file that cannot be read as our data stops the start
 * instead of being overwritten.
 */
export async function createFileStore(dataDir: string, seed: () => Data = seedData): Promise<Store> {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, 'db.json')
  const adapter = new JournaledJSONFile<Data>(file)

  let data: Data | null
  try {
    data = await adapter.read()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const what = error instanceof SyntaxError ? `${file} is not valid JSON` : `${file} cannot be read`
    throw new Error(`${what} (${reason}). Fix or move it away; it has been left untouched.`)
  }

  if (data !== null && !isData(data)) {
    throw new Error(`${file} does not hold the mock API's data (no "apps" object). Fix or move it away; it has been left untouched.`)
  }
  const db = new Low<Data>(adapter, data ? upgradeData(data) : seed())
  await db.write()

  return createLowStore(db)
}

function isData(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null || !('apps' in value)) return false
  return typeof value.apps === 'object' && value.apps !== null && !Array.isArray(value.apps)
}
