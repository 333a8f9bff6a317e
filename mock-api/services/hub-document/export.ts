import { HUB_FORMAT, HUB_FORMAT_VERSION, hubCollection, hubDocument, type HubDocument } from '@/api/contract/hub-document'
import type { ServiceContext } from '@mock-api/context'
import type { AppData, FileRecord } from '@mock-api/store/store'
import { appOf } from '@mock-api/services/app-data'
import type { Out } from '@mock-api/services/operation-types'
import { checksumOf } from './checksum'
import { settingsFields } from './parts'

/** A document before its checksum: what templates hand straight to an import's core, and what the checksum covers. */
export type UncheckedDocument = Omit<HubDocument, 'checksum'>

/** Bytes as base64, in slices (a spread of megabytes into String.fromCharCode would overflow the stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * The document of a hub: each collection's records as stored, without `version`; files with their
 * bytes (`bytesOf`: null when an upload's bytes are gone) or, for the app's own pictures, their url.
 * Parsed with the contract's schema, so what the checksum covers is exactly what goes on the wire.
 */
export function documentOf(appKey: string, app: AppData, bytesOf: (file: FileRecord) => Uint8Array | null, now: Date): UncheckedDocument {
  const strip = ({ version: _version, ...record }: { version?: number }) => record
  const collections = Object.fromEntries(
    hubCollection.options.map((name) => [
      name,
      name === 'files'
        ? app.files.map((file) => {
            const bytes = file.storageKey === null ? null : bytesOf(file)
            const url = file.storageKey === null ? file.url : null
            return {
              id: file.id,
              type: file.type,
              originalName: file.originalName,
              createdAt: file.createdAt,
              url,
              data: bytes && toBase64(bytes),
            }
          })
        : (app[name] as readonly { version?: number }[]).map(strip),
    ]),
  )
  const settings = Object.fromEntries(settingsFields.map((field) => [field, app.navigation[field]]))
  const { version: _gateVersion, ...welcomeGate } = app.welcomeGate
  return hubDocument.omit({ checksum: true }).parse({
    format: HUB_FORMAT,
    formatVersion: HUB_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    source: { appKey, title: app.navigation.title },
    settings,
    welcomeGate,
    collections,
  })
}

/** GET /admin/export: the hub's document with its checksum. Reads one committed state, so the document is consistent. */
export async function exportHub(ctx: ServiceContext): Promise<Out<'admin.hub.export'>> {
  const app = await ctx.store.read((data) => appOf(data, ctx.appKey))
  const bytes = new Map<number, Uint8Array | null>()
  for (const file of app.files) if (file.storageKey !== null) bytes.set(file.id, (await ctx.files.get(file.storageKey))?.bytes ?? null)
  const document = documentOf(ctx.appKey, app, (file) => bytes.get(file.id) ?? null, ctx.now())
  return { ...document, checksum: await checksumOf(document) }
}
