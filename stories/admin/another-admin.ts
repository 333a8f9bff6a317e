import { http, type HttpHandler } from 'msw'
import type { Data } from '@mock-api/store/store'
import { mockApiWith, seedWith } from '../support/mock-api'
import { signedInToken } from '../support/sign-in'

/** Иван Петров, the demo hub's second admin in the issue 19 stories (messenger id 4), writing from his own browser. */
const IVAN = 4

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
      createdAt: app.admins[0]!.createdAt,
    })
  })

/** Headers of Иван's own calls to the mock API. */
export const ivanHeaders = async () => ({
  'X-App-Key': 'demo',
  Authorization: `Bearer ${await signedInToken(IVAN)}`,
  Accept: 'application/json',
  'Content-Type': 'application/json',
})

type PopupWire = Record<string, unknown> & { version: number }

/** Иван renames popup `id` (its own fields only), on the version he reads: a form opened before is stale after it. */
export async function ivanRenamesPopup(id: number, name: string): Promise<void> {
  const headers = await ivanHeaders()
  const url = `${window.location.origin}/api/admin/popups/${String(id)}`
  const { data } = (await fetch(url, { headers }).then((response) => response.json())) as { data: PopupWire }
  const keep = ['title', 'title_align', 'image_id', 'text_ids', 'button_ids', 'link_list_ids'] as const
  const body = { ...Object.fromEntries(keep.map((key) => [key, data[key]])), name, version: data.version }
  await fetch(url, { method: 'PUT', headers, body: JSON.stringify(body) })
}

type AdminList = { data: { id: number; parent_id: number | null }[]; meta: { order_version: number } }

/**
 * `parameters.msw` where another admin, Иван, reverses the list (Home's categories or the banners)
 * just before the story's admin saves their order: the real mock API then refuses the admin's
 * order as stale (409 edit_conflict naming Иван), and the reloaded list shows his order.
 */
export function anotherAdminOrdersFirst(list: 'categories' | 'banners'): { handlers: HttpHandler[] } {
  const key = list === 'banners' ? 'banners_order' : 'categories_order'
  let done = false
  const ivanFirst = http.post(`*/api/admin/${list}/order`, async ({ request }) => {
    if (done) return undefined
    done = true
    const headers = await ivanHeaders()
    const base = request.url.replace(/\/order$/, '')
    const read = (await fetch(`${base}?pagination[limit]=1000`, { headers }).then((response) => response.json())) as AdminList
    const ids = read.data.filter((record) => record.parent_id == null).map((record) => record.id)
    await fetch(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ [key]: ids.reverse(), order_version: read.meta.order_version }),
    })
    // Nothing answered: the admin's own call goes on to the mock API, which finds it stale.
    return undefined
  })
  const data = seedWith((seed) => {
    const app = seed.apps.demo!
    app.admins.push({
      id: ++app.lastIds.admins,
      telegramId: IVAN,
      name: 'Иван Петров',
      username: null,
      email: null,
      createdAt: app.admins[0]!.createdAt,
    })
  })
  return mockApiWith([ivanFirst], data)
}
