import type { LeftOut, LeftOutCode } from '@/api/contract/plain/left-out'
import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import { HUB_FORMAT, HUB_FORMAT_VERSION, hubCollection, hubDocument, type HubDocument } from '@/api/contract/hub-document'
import type { DocumentProblem } from '@/api/contract/refusals'
import type { ServiceContext } from '@mock-api/context'
import { HttpProblem, refused } from '@mock-api/errors'
import { produce } from '@mock-api/store/copy-on-write'
import { contentTypeOfKey } from '@mock-api/store/file-storage'
import { nextId } from '@mock-api/store/next-id'
import { appOf } from '@mock-api/services/app-data'
import { recordAudit } from '@mock-api/services/audit'
import { removeBytes, sniff, takeUploadsToRemove, uploadKey } from '@mock-api/services/files'
import type { In, Out } from '@mock-api/services/operation-types'
import { applyDocument, type PreparedFile } from './apply'
import { checksumOf } from './checksum'
import { isKnownVersion, upgradeDocument } from './format-upgrade'

type Json = Record<string, unknown>

const invalid = (reason: DocumentProblem, message: string, errors?: Record<string, string[]>) =>
  refused(message, { code: 'document_invalid', params: { reason } }, errors)

/**
 * The document an import may read, or a 422 document_invalid saying why not: another format
 * (`foreign`), a format version this server does not know (`unknown_version`), a checksum that does
 * not match (`tampered`), or, once upgraded to the current version, not the document's shape or
 * ids used twice in a collection (`malformed`, with the fields).
 */
async function readDocument(raw: Json): Promise<{ document: HubDocument; formatVersion: number }> {
  if (raw.format !== HUB_FORMAT) throw invalid('foreign', `Not a hub document: its format must be "${HUB_FORMAT}".`)
  const version = raw.formatVersion
  if (!isKnownVersion(version)) {
    throw invalid(
      'unknown_version',
      `Format version ${version === undefined ? 'none' : JSON.stringify(version)} is not one this server reads (1 to ${String(HUB_FORMAT_VERSION)}).`,
    )
  }
  if (typeof raw.checksum !== 'string' || raw.checksum !== (await checksumOf(raw))) {
    throw invalid('tampered', 'The checksum does not match the document: it was changed after it was exported, or damaged.')
  }
  const parsed = hubDocument.safeParse(upgradeDocument(raw))
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[['document', ...issue.path.map(String)].join('.')] ??= []).push(issue.message)
    throw invalid('malformed', 'The document is not in the shape of a hub document.', errors)
  }
  const twice = hubCollection.options.filter((name) => {
    const ids = parsed.data.collections[name].map((record) => record.id)
    return new Set(ids).size !== ids.length
  })
  if (twice.length > 0) {
    const errors = Object.fromEntries(twice.map((name) => [`document.collections.${name}`, ['Each id may appear once']]))
    throw invalid('malformed', 'The document gives one id to several records.', errors)
  }
  return { document: parsed.data, formatVersion: version }
}

interface Upload {
  documentId: number
  bytes: Uint8Array
  ext: string
  contentType: string
}

const SEED_PICTURE = /^\/seed\/[\w-]+(\.[\w-]+)*\.(svg|png|jpe?g|webp|gif)$/

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Each file of the document as the import will store it, or why not: bytes are checked as an
 * upload's are (kind by their bytes, SVG icons without scripts, 5 MB); a url may only name one of
 * the app's own pictures (`/seed/...`).
 */
export function prepareFiles(document: Omit<HubDocument, 'checksum'>): { files: Map<number, PreparedFile>; uploads: Upload[] } {
  const files = new Map<number, PreparedFile>()
  const uploads: Upload[] = []
  for (const file of document.collections.files) {
    const refuse = (reason: string, code: LeftOutCode, params?: LeftOut['params']) =>
      files.set(file.id, { ok: false, leftOut: { reason, code, ...(params && { params }) } })
    const stored = { ok: true as const, type: file.type, originalName: file.originalName, createdAt: file.createdAt }
    if (file.data !== null && file.url !== null) refuse('A file carries either its bytes or a url, not both', 'file_both')
    else if (file.data !== null) {
      let bytes: Uint8Array
      try {
        bytes = fromBase64(file.data)
      } catch {
        refuse('Its bytes are not base64', 'file_not_base64')
        continue
      }
      if (bytes.length > MAX_UPLOAD_BYTES) {
        refuse('The file may not be greater than 5 MB.', 'file_too_large', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 })
        continue
      }
      try {
        const sniffed = sniff(bytes, file.type)
        uploads.push({ documentId: file.id, bytes, ext: sniffed.ext, contentType: sniffed.contentType })
        files.set(file.id, { ...stored, url: '', contentType: sniffed.contentType, storageKey: null })
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error
        // The upload's own refusals: an image of a kind the hub does not take, an unsafe SVG.
        refuse(error.message, error.extra.code === 'svg_unsafe' ? 'svg_unsafe' : 'file_type_unsupported')
      }
    } else if (file.url !== null && SEED_PICTURE.test(file.url)) {
      files.set(file.id, { ...stored, url: file.url, contentType: contentTypeOfKey(file.url), storageKey: null })
    } else if (file.url !== null)
      refuse("Only the app's own pictures (/seed/...) go by url; an upload carries its bytes", 'file_url_foreign')
    else refuse('Its bytes are not in the document', 'file_missing')
  }
  return { files, uploads }
}

/**
 * POST /admin/import: reads the document (refused whole when it cannot be), then plans it on a draft
 * of the hub that is thrown away (a dry run) or applies it in one store write recorded as one history
 * entry (action import; restoring it puts the hub back as it was). Uploaded bytes are stored first,
 * under ids taken beforehand, and removed again if the write fails: nothing is half applied.
 */
export async function importHub(ctx: ServiceContext, input: In<'admin.hub.import'>): Promise<Out<'admin.hub.import'>> {
  const { document, formatVersion } = await readDocument(input.document)
  const sameSource = document.source.appKey === ctx.appKey
  const { files, uploads } = prepareFiles(document)
  const options = { mode: input.mode, sameSource, files, ctx }

  if (input.dryRun) {
    const plan = await ctx.store.read(
      (data) =>
        produce(data, (draft) => {
          const app = appOf(draft, ctx.appKey)
          return applyDocument(app, document, { ...options, newFileId: () => nextId(app, 'files') }).plan
        }).result,
    )
    return { ...plan, applied: false, formatVersion, historyEntryId: null }
  }

  const ids = uploads.length === 0 ? [] : await ctx.store.write((data) => uploads.map(() => nextId(appOf(data, ctx.appKey), 'files')))
  const stored = new Map<number, number>()
  const keys: string[] = []
  try {
    for (const [index, upload] of uploads.entries()) {
      const id = ids[index] as number
      const storageKey = uploadKey(ctx.appKey, id, upload.ext)
      await ctx.files.put(storageKey, upload.bytes, upload.contentType)
      keys.push(storageKey)
      stored.set(upload.documentId, id)
      const prepared = files.get(upload.documentId)
      if (prepared?.ok) files.set(upload.documentId, { ...prepared, storageKey, url: `/api/uploads/${storageKey}` })
    }
    const result = await ctx.store.write((data) => {
      const app = appOf(data, ctx.appKey)
      const applied = applyDocument(app, document, {
        ...options,
        newFileId: (documentId) => stored.get(documentId) ?? nextId(app, 'files'),
      })
      const changed = applied.changes.length > 0 || applied.plan.update.settings !== undefined
      const entry = changed
        ? recordAudit(app, ctx, {
            action: 'import',
            resource: 'navigation',
            recordId: null,
            before: applied.settings.before,
            after: applied.settings.after,
            related: applied.changes,
          })
        : null
      return { plan: applied.plan, used: [...applied.createdFiles.keys()], entryId: entry?.id ?? null, stale: takeUploadsToRemove(app) }
    })
    const used = new Set(result.used.map((documentId) => stored.get(documentId)))
    await removeBytes(ctx, [...keys.filter((_, index) => !used.has(ids[index])), ...result.stale])
    return { ...result.plan, applied: true, formatVersion, historyEntryId: result.entryId }
  } catch (error) {
    await removeBytes(ctx, keys)
    throw error
  }
}
