import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { contentTypeOfKey, type FileStorage } from './file-storage'

const KEY = /^[a-z0-9][a-z0-9_-]{0,63}\/[\w-]+\.[a-z0-9]+$/i

/**
 * Uploads on disk under `${dataDir}/uploads`, next to db.json. Each file is written to a temp
 * name and renamed, so a reader never sees half a file. Keys are `<appKey>/<name>.<ext>` and
 * nothing else, so no key can reach outside the uploads directory.
 */
export function createFsFileStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, 'uploads')
  const pathOf = (key: string): string => {
    if (!KEY.test(key)) throw new Error(`Invalid file key: ${key}`)
    return path.join(root, key)
  }

  return {
    async put(key, bytes) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      const temp = `${target}.${crypto.randomUUID()}.tmp`
      try {
        await writeFile(temp, bytes)
        await rename(temp, target)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },
    async get(key) {
      if (!KEY.test(key)) return null
      try {
        return { bytes: new Uint8Array(await readFile(pathOf(key))), contentType: contentTypeOfKey(key) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')
}
