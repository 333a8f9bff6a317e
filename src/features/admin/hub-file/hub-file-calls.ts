import type { ImportPlan } from '@/api/contract/hub-document'
import { buildRequest, readResponse, type HttpConfig } from '@/api/http'
import { ApiError } from '@/api/api-error'
import { routes } from '@/api/routes.gen'

/** The hub file as the server wrote it: its JSON text, byte for byte (the checksum covers its keys as on the wire). */
export interface HubFile {
  text: string
  /** How many records of each collection (`linkLists`, as the client names them). */
  counts: Record<string, number>
  appKey: string
}

const toCamel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())

const send = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request)
  } catch {
    throw new ApiError('network', 'Network error.')
  }
}

/**
 * GET /admin/export, kept as the server's JSON: going through the client's camelCase keys and back
 * could change a key the checksum covers. A refusal or 404 becomes an ApiError as every call's does.
 */
export async function fetchHubFile(config: HttpConfig): Promise<HubFile> {
  const operation = routes['admin.hub.export']
  const response = await send(buildRequest(operation, undefined, config))
  // readResponse throws the ApiError of a refusal or a 404, as for any call.
  if (!response.ok) await readResponse(operation, response)
  const body = (await response.json().catch(() => null)) as { data?: { collections?: Record<string, unknown[]> } } | null
  const document = body?.data
  if (!document || typeof document !== 'object') throw new ApiError('bad-response', 'The server answered without a data envelope.')
  const counts = Object.fromEntries(
    Object.entries(document.collections ?? {}).map(([name, list]) => [toCamel(name), Array.isArray(list) ? list.length : 0]),
  )
  return { text: JSON.stringify(document, null, 2), counts, appKey: config.appKey ?? '' }
}

/** POST /admin/import with the file's JSON as it is (`text` already checked to be JSON): the plan, applied or not. */
export async function importHubFile(config: HttpConfig, text: string, mode: 'replace' | 'merge', dryRun: boolean): Promise<ImportPlan> {
  const operation = routes['admin.hub.import']
  const built = buildRequest(operation, { mode, dryRun }, config)
  const body = `{"mode":${JSON.stringify(mode)},"dry_run":${String(dryRun)},"document":${text}}`
  const response = await send(new Request(built, { body }))
  return (await readResponse(operation, response)) as ImportPlan
}
