import { http, HttpResponse, type HttpHandler } from 'msw'
import type { Data } from '@mock-api/store/store'
import { mockApiWith, seedWith } from '../support/mock-api'
import { signedInToken } from '../support/sign-in'

/**
 * "Another admin writes first" (issue 19), for stories and ui tests alike: Иван Петров, the demo
 * hub's second admin (messenger id 4), writes from his own browser through the same mock API, so
 * the screen's next write is refused as stale by the real logic.
 */
const IVAN = 4

/** The API as the page (a story's iframe or jsdom) reaches it. */
const api = (path: string) => `${window.location.origin}/api${path}`

/** The demo seed with Иван among its admins. */
export const seedWithIvan = (): Data =>
  seedWith((seed) => {
    const app = seed.apps.demo!
    app.admins.push({
      id: ++app.lastIds.admins,
      telegramId: IVAN,
      name: 'Иван Петров',
      username: null,
      email: null,
      role: 'owner',
      createdAt: app.admins[0]!.createdAt,
    })
  })

/** Headers of Иван's own calls to the mock API. */
const ivanHeaders = async () => ({
  'X-App-Key': 'demo',
  Authorization: `Bearer ${await signedInToken(IVAN)}`,
  Accept: 'application/json',
  'Content-Type': 'application/json',
})

/** Иван's call; a refused one fails the story or test that made it. */
async function asIvan<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(api(path), { ...init, headers: await ivanHeaders() })
  if (!response.ok) throw new Error(`Иван's ${init.method ?? 'GET'} ${path} was refused: ${String(response.status)}`)
  return (await response.json()) as T
}

type PopupWire = Record<string, unknown> & { version: number }

/** Popup `id` as Иван reads it (wire shape, with its texts). */
export const ivanReadsPopup = async (id: number) =>
  (await asIvan<{ data: PopupWire & { name: string; texts: { text: string | null }[] } }>(`/admin/popups/${String(id)}`)).data

/** Иван renames popup `id` (its own fields only), on the version he reads: a form opened before is stale after it. */
export async function ivanRenamesPopup(id: number, name: string): Promise<void> {
  const data = await ivanReadsPopup(id)
  const keep = ['title', 'title_align', 'image_id', 'text_ids', 'button_ids', 'link_list_ids'] as const
  const body = { ...Object.fromEntries(keep.map((key) => [key, data[key]])), name, version: data.version }
  await asIvan(`/admin/popups/${String(id)}`, { method: 'PUT', body: JSON.stringify(body) })
}

type AdminList = { data: { id: number; parent_id?: number | null }[]; meta: { order_version: number } }

/**
 * Иван orders a list (Home's categories or the banners) on the order version he reads, by default
 * reversing it: an order the screen read before is stale after it.
 */
export async function ivanOrders(list: 'categories' | 'banners', reorder: (ids: number[]) => number[] = (ids) => ids.reverse()) {
  const read = await asIvan<AdminList>(`/admin/${list}?pagination[limit]=1000`)
  const ids = read.data.filter((record) => record.parent_id == null).map((record) => record.id)
  const key = list === 'banners' ? 'banners_order' : 'categories_order'
  await asIvan(`/admin/${list}/order`, {
    method: 'POST',
    body: JSON.stringify({ [key]: reorder(ids), order_version: read.meta.order_version }),
  })
}

/**
 * `parameters.msw` where Иван reverses the list just before the story's admin saves their order:
 * the real mock API then refuses the admin's order as stale (409 edit_conflict naming Иван), and
 * the reloaded list shows his order.
 */
export function anotherAdminOrdersFirst(list: 'categories' | 'banners'): { handlers: HttpHandler[] } {
  let done = false
  const ivanFirst = http.post(`*/api/admin/${list}/order`, async () => {
    if (done) return undefined
    done = true
    await ivanOrders(list)
    // Nothing answered: the admin's own call goes on to the mock API, which finds it stale.
    return undefined
  })
  return mockApiWith([ivanFirst], seedWithIvan())
}

/**
 * The answer to a save of a record another admin saved first (a made-up one, not Иван's real write):
 * 409 edit_conflict naming «Иван», with the stored record as the mock API reads it at `request`'s
 * address, retitled «Их название», at `version`. A PUT handler answers `savedFirstByAnother(request)`.
 */
export async function savedFirstByAnother(request: Request, version = 1): Promise<Response> {
  const current = await fetch(request.url, { headers: request.headers }).then((r) => r.json() as Promise<{ data: object }>)
  return HttpResponse.json(
    {
      message: 'This record was changed since you read it.',
      code: 'edit_conflict',
      params: { version, changed_by: { user_id: 2, user_name: 'Иван', at: '2026-11-25T10:00:00.000Z' } },
      current: { ...current.data, title: 'Их название' },
    },
    { status: 409 },
  )
}
