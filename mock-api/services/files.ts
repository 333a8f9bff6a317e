import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import type { AcceptedFileKind } from '@/api/contract/refusals'
import { randomToken } from '../auth'
import type { ServiceContext } from '../context'
import { refused, tooLarge } from '../errors'
import { nextId } from '../store/next-id'
import type { AppData, FileRecord } from '../store/store'
import { appOf, byIdAscending, indexOfId, listPage } from './app-data'
import { cleanFileName, sniffRaster, svgProblem, svgText, type SniffedImage } from './file-sniff'
import { recordAudit, relatedChanges } from './audit'
import type { In, Out } from './operation-types'

const TOO_LARGE = 'The file may not be greater than 5 MB.'

/**
 * Stores an image or icon, named and typed by its bytes (PNG, JPEG, WebP, GIF; icons also a
 * script-free SVG), under `<appKey>/<id>-<random>.<ext>`, served back at `/api/uploads/<appKey>/<id>-<random>.<ext>`.
 * The random part keeps the address unguessable: files are served to anyone who has it (an `<img>`
 * sends no token), so a members-only record's image must not be found by counting ids. Files stored
 * before it came keep their `<id>.<ext>` names.
 */
export async function upload(ctx: ServiceContext, input: In<'files.upload'>): Promise<Out<'files.upload'>> {
  if (input.file.size > MAX_UPLOAD_BYTES) throw tooLarge(TOO_LARGE, MAX_UPLOAD_BYTES)
  const bytes = new Uint8Array(await input.file.arrayBuffer())
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge(TOO_LARGE, MAX_UPLOAD_BYTES)
  const sniffed = sniff(bytes, input.type)
  const originalName = cleanFileName(input.file instanceof File ? input.file.name : '', sniffed.ext, input.type)

  // The id is taken first and the record added only once the bytes are stored, so no record ever points at nothing.
  const id = await ctx.store.write((data) => nextId(appOf(data, ctx.appKey), 'files'))
  const storageKey = `${ctx.appKey}/${String(id)}-${randomToken(12)}.${sniffed.ext}`
  await ctx.files.put(storageKey, bytes, sniffed.contentType)
  const record: FileRecord = {
    id,
    type: input.type,
    url: `/api/uploads/${storageKey}`,
    originalName,
    contentType: sniffed.contentType,
    storageKey,
    createdAt: ctx.now().toISOString(),
  }
  const stale = await ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.files.push(record)
    recordAudit(app, ctx, { action: 'create', resource: 'files', recordId: id, before: null, after: record })
    return takeUploadsToRemove(app)
  })
  await removeBytes(ctx, stale)
  return fileOf(record)
}

export function adminList(ctx: ServiceContext, input: In<'admin.files.list'>): Promise<Out<'admin.files.list'>> {
  return ctx.store.read((data) => {
    const type = input.filter?.type
    const items = appOf(data, ctx.appKey)
      .files.filter((f) => type === undefined || f.type === type)
      .sort(byIdAscending)
    return listPage(items, input.pagination, fileOf)
  })
}

/**
 * Removes the record; whatever showed the file (imageId, iconId) shows none. Its bytes stay while
 * the history can bring it back (services/audit.ts queues them for removal when it no longer can).
 */
export async function remove(ctx: ServiceContext, input: In<'admin.files.delete'>): Promise<Out<'admin.files.delete'>> {
  const stale = await ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const id = input.id
    const index = indexOfId(app.files, id)
    const record = app.files[index] as FileRecord
    forgetFile(app, id)
    const related = relatedChanges(app, { resource: 'files', id })
    app.files.splice(index, 1)
    recordAudit(app, ctx, { action: 'delete', resource: 'files', recordId: id, before: record, after: null, related, index })
    return takeUploadsToRemove(app)
  })
  await removeBytes(ctx, stale)
  return null
}

/** What showed file `id` (an image, an icon) shows none. */
export function forgetFile(app: AppData, id: number): void {
  for (const owner of [...app.categories, ...app.materials]) {
    if (owner.imageId === id) owner.imageId = null
    if (owner.iconId === id) owner.iconId = null
  }
  for (const owner of [...app.popups, ...app.banners]) {
    if (owner.imageId === id) owner.imageId = null
  }
  for (const localLink of app.linkLists.flatMap((l) => l.localLinks)) {
    if (localLink.iconId === id) localLink.iconId = null
  }
}

/** The bytes no history entry can bring back any more, taken off the queue in the write that removes them. */
function takeUploadsToRemove(app: AppData): string[] {
  const keys = [...(app.uploadsToRemove ?? [])]
  if (keys.length > 0) app.uploadsToRemove = []
  return keys
}

async function removeBytes(ctx: ServiceContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) await ctx.files.remove(key)
}

/**
 * What the bytes are, or a refusal: 415 file_type_unsupported for anything but the accepted kinds
 * (an SVG image too: SVG is for icons), 422 svg_unsafe for an icon that could run or load
 * something. Both keep the English message on `errors.file` for older clients.
 */
function sniff(bytes: Uint8Array, type: 'image' | 'icon'): SniffedImage {
  const raster = sniffRaster(bytes)
  if (raster) return raster
  const svg = svgText(bytes)
  const accepted: AcceptedFileKind[] = type === 'icon' ? ['png', 'jpeg', 'webp', 'gif', 'svg'] : ['png', 'jpeg', 'webp', 'gif']
  const unsupported = (message: string) =>
    refused(message, { code: 'file_type_unsupported', params: { type, accepted } }, { file: [message] })
  if (svg !== null) {
    if (type !== 'icon') throw unsupported('SVG is accepted for icons only; an image must be a PNG, JPEG, WebP or GIF image')
    const problem = svgProblem(svg)
    if (problem) throw refused(problem.message, { code: 'svg_unsafe', params: { reason: problem.reason } }, { file: [problem.message] })
    return { ext: 'svg', contentType: 'image/svg+xml' }
  }
  const expected = 'The file must be a PNG, JPEG, WebP or GIF image'
  throw unsupported(type === 'icon' ? `${expected}, or an SVG icon` : expected)
}

function fileOf(record: FileRecord): Out<'files.upload'> {
  return { id: record.id, url: record.url, originalName: record.originalName, type: record.type }
}
