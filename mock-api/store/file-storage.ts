/** Uploaded bytes, by key (`<appKey>/<fileId>.<ext>`). */
interface StoredFile {
  bytes: Uint8Array
  contentType: string
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  get(key: string): Promise<StoredFile | null>
  remove(key: string): Promise<void>
}

/** Keeps uploads in memory (tests, Storybook). */
export function createMemoryFileStorage(): FileStorage {
  const files = new Map<string, StoredFile>()
  return {
    put: async (key, bytes, contentType) => {
      files.set(key, { bytes: bytes.slice(), contentType })
    },
    get: async (key) => {
      const stored = files.get(key)
      return stored ? { bytes: stored.bytes.slice(), contentType: stored.contentType } : null
    },
    remove: async (key) => {
      files.delete(key)
    },
  }
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

/** The content type of a stored key, by its extension (the upload sniffed it before naming it). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[ext] ?? 'application/octet-stream'
}
