import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { call, signIn, type Target } from '../client'

type Json = Record<string, unknown>
type Document = Json & { collections: Record<string, Json[]>; checksum: string }

/**
 * Export and import (README "Export and import"), checked on the wire as a backend team reads the
 * contract: the document's references are written down here from the contract, not taken from
 * the mock, so a server that remaps one wrongly fails.
 */
const REFERENCES: Record<string, [path: string, to: string][]> = {
  files: [],
  materials: [
    ['image_id', 'files'],
    ['icon_id', 'files'],
    ['links[].popup_id', 'popups'],
    ['links[].internal_url', 'path'],
  ],
  texts: [['items[].id', 'own']],
  buttons: [
    ['links[].popup_id', 'popups'],
    ['links[].internal_url', 'path'],
  ],
  link_lists: [
    ['material_ids[]', 'materials'],
    ['local_links[].icon_id', 'files'],
    ['local_links[].id', 'own'],
  ],
  popups: [
    ['image_id', 'files'],
    ['text_ids[]', 'texts'],
    ['button_ids[]', 'buttons'],
    ['link_list_ids[]', 'link_lists'],
  ],
  sections: [
    ['material_ids[]', 'materials'],
    ['links[].popup_id', 'popups'],
    ['links[].internal_url', 'path'],
  ],
  categories: [
    ['parent_id', 'categories'],
    ['image_id', 'files'],
    ['icon_id', 'files'],
    ['material_ids[]', 'materials'],
    ['section_ids[]', 'sections'],
    ['links[].popup_id', 'popups'],
    ['links[].internal_url', 'path'],
  ],
  banners: [
    ['image_id', 'files'],
    ['links[].popup_id', 'popups'],
    ['links[].internal_url', 'path'],
  ],
  themes: [],
  // Issue 26: a campaign's target_id names a category or a section, as its target says.
  campaigns: [['target_id', 'target']],
}

/** RFC 8785 canonical JSON for the document's values, written apart from the server's. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`)
          .join(',')}}`
      : JSON.stringify(value)

const checksumOf = ({ checksum: _checksum, ...document }: Json) =>
  `sha256-${createHash('sha256').update(canonical(document)).digest('hex')}`

/** The document with `edit` made and its checksum made again: what another correct tool would write. */
function resigned(document: Document, edit: (copy: Document) => void): Document {
  const copy = structuredClone(document)
  edit(copy)
  return { ...copy, checksum: checksumOf(copy) }
}

/**
 * The collections with every id replaced by its record's place in its collection (references by
 * their target's place; own item ids counted anew; uploads' urls without their id): equal for two
 * hubs with the same content, whatever ids each gave.
 */
function withoutIds(document: Document): Record<string, Json[]> {
  const places = new Map(
    Object.entries(document.collections).map(([name, list]) => [name, new Map(list.map((record, index) => [record.id, index + 1]))]),
  )
  const placeOf = (to: string, id: unknown) => places.get(to)?.get(id) ?? `missing ${String(id)}`
  const path = (url: unknown) =>
    typeof url === 'string'
      ? url.replace(
          /^\/(category|section)\/(\d+)/,
          (_, screen: string, id: string) => `/${screen}/${String(placeOf(screen === 'category' ? 'categories' : 'sections', Number(id)))}`,
        )
      : url
  return Object.fromEntries(
    Object.entries(document.collections).map(([name, list]) => {
      let own = 0
      const mapped = list.map((source, index) => {
        const record: Json = { ...structuredClone(source), id: index + 1 }
        if (name === 'files' && typeof record.url === 'string') record.url = record.url.replace(/\/\d+(-[\w-]+)?\./, '/N.')
        for (const [at, to] of REFERENCES[name] ?? []) {
          const targetOf = (value: unknown) =>
            value === null
              ? null
              : placeOf(record.target === 'category' ? 'categories' : record.target === 'section' ? 'sections' : '', value)
          const map = (value: unknown) =>
            to === 'own'
              ? ++own
              : to === 'path'
                ? path(value)
                : to === 'target'
                  ? targetOf(value)
                  : value === null
                    ? null
                    : placeOf(to, value)
          const [field = '', sub] = at.split('[].')
          if (sub !== undefined) record[field] = (record[field] as Json[]).map((item) => ({ ...item, [sub]: map(item[sub]) }))
          else if (field.endsWith('[]')) record[field.slice(0, -2)] = (record[field.slice(0, -2)] as unknown[]).map(map)
          else record[field] = map(record[field])
        }
        return record
      })
      return [name, mapped]
    }),
  )
}

export function hubDocumentCases(target: () => Target) {
  describe('export and import', () => {
    let owner = ''
    let demo: Document
    const exportOf = async (appKey: string, token = owner) => {
      const answer = await call<{ data: Document }>(target(), 'GET', '/admin/export', { appKey, token })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body.data
    }
    const importInto = (appKey: string, body: Json, token = owner) => call(target(), 'POST', '/admin/import', { appKey, token, body })
    /** A new hub of user 1 (only our servers make hubs: another backend skips the case). */
    const newHub = async (context: TestContext, template: 'empty' | 'demo' = 'empty') => {
      const t = target()
      if (!t.devOrigin) context.skip()
      const appKey = `copy-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`
      const made = await fetch(`${t.devOrigin ?? ''}/__dev/hubs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ app_key: appKey, owner_id: 1, template }),
      })
      expect(made.status).toBe(201)
      expect((await made.json()) as Json).toEqual({ data: { app_key: appKey, title: expect.any(String), owner_id: 1, template } })
      return { appKey, token: await signIn(t, 1, appKey) }
    }

    beforeAll(async () => {
      owner = await signIn(target(), 1)
      demo = await exportOf('demo')
    })

    it('GET /admin/export answers the versioned document with a checksum anyone can check', () => {
      expect(demo).toMatchObject({
        format: 'nav-hub',
        format_version: 3,
        exported_at: expect.any(String),
        source: { app_key: 'demo', title: expect.any(String) },
      })
      expect(Object.keys(demo.settings as Json).sort()).toEqual([
        'app_short_name',
        'bot_username',
        'home_screen_suggestion',
        'sharing_enabled',
        'subscription_channel_url',
        'subscription_required',
      ])
      expect(Object.keys(demo.welcome_gate as Json).sort()).toEqual(['enabled', 'links', 'not_now', 'require_accept', 'text', 'title'])
      expect(Object.keys(demo.collections).sort()).toEqual(Object.keys(REFERENCES).sort())
      expect(demo.collections.categories?.length).toBeGreaterThan(0)
      expect(demo.checksum).toBe(checksumOf(demo))
      const file = demo.collections.files?.[0] as Json
      expect(Object.keys(file).sort()).toEqual(['created_at', 'data', 'id', 'original_name', 'type', 'url'])
      expect(demo.collections.materials?.[0]).not.toHaveProperty('version')
    })

    it('POST /admin/export/link: a link anyone may download the same document from, for minutes, saved under its name', async (context) => {
      const t = target()
      const link = await call<{ data: { url: string; file_name: string; expires_at: string } }>(t, 'POST', '/admin/export/link', {
        appKey: 'demo',
        token: owner,
      })
      expect(link.status, JSON.stringify(link.body)).toBe(201)
      const { url, file_name: fileName, expires_at: expiresAt } = link.body.data
      expect(fileName).toMatch(/^hub-demo-\d{4}-\d\d-\d\d\.json$/)
      const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000
      expect(minutes).toBeGreaterThan(3)
      expect(minutes).toBeLessThanOrEqual(5)
      // Fetched as Telegram does: no token, no app key header.
      const address = new URL(url, t.baseUrl)
      const file = await fetch(address)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
      const document = (await file.json()) as Document
      expect(document.checksum).toBe(checksumOf(document))
      expect(document.collections.categories?.length).toBe(demo.collections.categories?.length)
      // Altered, it is nothing; a visitor may not ask for one.
      const altered = new URL(address)
      altered.pathname = altered.pathname.replace(/\/demo\//, '/club/')
      expect((await fetch(altered)).status).toBe(404)
      const visitor = await signIn(t, 2)
      expect((await call(t, 'POST', '/admin/export/link', { appKey: 'demo', token: visitor })).status).toBe(403)
      // Past its end it is gone (our servers' clock; another backend is left its own).
      if (!t.clock) return context.skip()
      t.clock.set(new Date(Date.parse(expiresAt) + 1000))
      try {
        expect((await fetch(address)).status).toBe(404)
      } finally {
        t.clock.set(null)
      }
    })

    it('export -> import into an empty hub gives the same hub, but for ids', async (context) => {
      const copy = await newHub(context)
      const before = await exportOf(copy.appKey, copy.token)
      expect(Object.values(before.collections).every((list) => list.length === 0)).toBe(true)
      const imported = await importInto(copy.appKey, { document: demo, mode: 'replace' }, copy.token)
      expect(imported.status, JSON.stringify(imported.body)).toBe(200)
      expect(imported.body.data).toMatchObject({
        applied: true,
        refused: [],
        remove: {},
        format_version: 3,
        history_entry_id: expect.any(Number),
      })
      expect(imported.body.data.create.categories).toBe(demo.collections.categories?.length)
      const after = await exportOf(copy.appKey, copy.token)
      expect(withoutIds(after)).toEqual(withoutIds(demo))
      expect(after.settings).toEqual(demo.settings)
      expect(after.welcome_gate).toEqual(demo.welcome_gate)
      // What issues 26 and 27 added travels too: the demo has each (and withoutIds compared them).
      expect(demo.collections.campaigns?.length).toBeGreaterThan(0)
      expect(after.collections.campaigns?.map((c) => [c.title, c.code, c.target, c.archived])).toEqual(
        demo.collections.campaigns?.map((c) => [c.title, c.code, c.target, c.archived]),
      )
      const all = (doc: Document) => Object.values(doc.collections).flat()
      expect(all(after).filter((r) => r.audience === 'members').length).toBeGreaterThan(0)
      expect(all(after).filter((r) => r.audience === 'members').length).toBe(all(demo).filter((r) => r.audience === 'members').length)
      expect(all(after).filter((r) => r.announce === true).length).toBe(all(demo).filter((r) => r.announce === true).length)
      expect(all(after).filter((r) => r.announce === true).length).toBeGreaterThan(0)
      // The new hub's Home reads what demo's does.
      const titles = async (appKey: string, token: string) =>
        (await call(target(), 'GET', '/categories?filter[root]=1', { appKey, token })).body.data.map((c: Json) => c.title)
      expect(await titles(copy.appKey, copy.token)).toEqual(await titles('demo', owner))
    })

    it("export -> import keeps the sharing switches (issue 26), every record's own switch and the welcome gate (issue 27)", async (context) => {
      const copy = await newHub(context)
      const gate = {
        enabled: true,
        title: 'Добро пожаловать',
        text: 'Правила канала',
        links: [{ title: 'Правила', url: 'https://example.com/rules' }],
        require_accept: true,
        not_now: 'decline',
      }
      const off = resigned(demo, (doc) => {
        Object.assign(doc.settings as Json, { sharing_enabled: false, home_screen_suggestion: false })
        ;(doc.collections.categories?.[0] as Json).shareable = false
        ;(doc as Json).welcome_gate = gate
      })
      const imported = await importInto(copy.appKey, { document: off, mode: 'replace' }, copy.token)
      expect(imported.body.data).toMatchObject({ applied: true, refused: [] })
      const after = await exportOf(copy.appKey, copy.token)
      expect(after.settings).toMatchObject({ sharing_enabled: false, home_screen_suggestion: false })
      expect(after.welcome_gate).toEqual(gate)
      expect(withoutIds(after)).toEqual(withoutIds(off))
      expect(after.collections.categories?.filter((c) => c.shareable === false)).toHaveLength(
        off.collections.categories?.filter((c) => c.shareable === false).length ?? -1,
      )
    })

    it('a dry run answers the plan and changes nothing', async (context) => {
      const copy = await newHub(context, 'demo')
      const before = await exportOf(copy.appKey, copy.token)
      const history = async () =>
        (await call(target(), 'GET', '/admin/audit-log', { appKey: copy.appKey, token: copy.token })).body.meta.total
      const entries = await history()
      const plan = await importInto(copy.appKey, { document: demo, mode: 'replace', dry_run: true }, copy.token)
      expect(plan.body.data).toMatchObject({ applied: false, history_entry_id: null })
      expect(plan.body.data.remove.categories).toBe(before.collections.categories?.length)
      expect(plan.body.data.create.categories).toBe(demo.collections.categories?.length)
      const after = await exportOf(copy.appKey, copy.token)
      expect({ ...after, exported_at: null, checksum: null }).toEqual({ ...before, exported_at: null, checksum: null })
      expect(await history()).toBe(entries)
    })

    it('replace and merge: merge adds beside the hub’s records and keeps its settings; restoring the import’s entry puts the hub back', async (context) => {
      const copy = await newHub(context, 'demo')
      const club = await exportOf('club', await signIn(target(), 1, 'club'))
      const before = await exportOf(copy.appKey, copy.token)
      const merged = await importInto(copy.appKey, { document: club, mode: 'merge' }, copy.token)
      expect(merged.body.data).toMatchObject({ applied: true, remove: {}, update: {} })
      const afterMerge = await exportOf(copy.appKey, copy.token)
      expect(afterMerge.collections.categories).toHaveLength(
        (before.collections.categories?.length ?? 0) + (club.collections.categories?.length ?? 0),
      )
      expect(afterMerge.settings).toEqual(before.settings)
      const restored = await call(target(), 'POST', `/admin/audit-log/${String(merged.body.data.history_entry_id)}/restore`, {
        appKey: copy.appKey,
        token: copy.token,
      })
      expect(restored.status, JSON.stringify(restored.body)).toBe(200)
      expect(withoutIds(await exportOf(copy.appKey, copy.token))).toEqual(withoutIds(before))

      const replaced = await importInto(copy.appKey, { document: club, mode: 'replace' }, copy.token)
      expect(replaced.body.data.remove.categories).toBe(before.collections.categories?.length)
      const afterReplace = await exportOf(copy.appKey, copy.token)
      expect(withoutIds(afterReplace)).toEqual(withoutIds(club))
      expect(afterReplace.settings).toEqual(club.settings)
    })

    it.each([
      ['foreign', (doc: Document) => Object.assign(doc, { format: 'linkstack' }), 'foreign'],
      ['of a newer format version', (doc: Document) => Object.assign(doc, { format_version: 99 }), 'unknown_version'],
      [
        'not in the shape of a document',
        (doc: Document) => Object.assign(doc, { collections: { ...doc.collections, themes: 'none' } }),
        'malformed',
      ],
    ])('refuses a document %s (422 document_invalid), nothing changed', async (_, edit, reason) => {
      const answer = await importInto('demo', { document: resigned(demo, edit), mode: 'replace' })
      expect([answer.status, answer.body.code, answer.body.params]).toEqual([422, 'document_invalid', { reason }])
      if (reason === 'malformed') expect(Object.keys(answer.body.errors)).toEqual(['document.collections.themes'])
      expect(withoutIds(await exportOf('demo'))).toEqual(withoutIds(demo))
    })

    it('refuses a document changed after export (its checksum no longer matches)', async () => {
      const changed = structuredClone(demo)
      ;(changed.collections.materials?.[0] as Json).title = 'Подменённый'
      const answer = await importInto('demo', { document: changed, mode: 'merge' })
      expect([answer.status, answer.body.params]).toEqual([422, { reason: 'tampered' }])
    })

    it('refuses a document larger than 25 MB with 413, before reading it', async () => {
      const big = { ...demo, padding: 'x'.repeat(26 * 1024 * 1024) }
      const answer = await importInto('demo', { document: big, mode: 'merge' })
      expect([answer.status, answer.body.code, answer.body.params]).toEqual([413, 'file_too_large', { max_bytes: 25 * 1024 * 1024 }])
    })

    it('reads a document of format version 1 (content only): the hub keeps its own settings', async (context) => {
      const copy = await newHub(context)
      const old = resigned(demo, (doc) => {
        delete (doc as Json).settings
        doc.format_version = 1
      })
      const answer = await importInto(copy.appKey, { document: old, mode: 'replace' }, copy.token)
      expect(answer.body.data).toMatchObject({ applied: true, format_version: 1 })
      const after = await exportOf(copy.appKey, copy.token)
      expect(after.settings).toEqual({
        subscription_channel_url: null,
        bot_username: null,
        app_short_name: null,
        sharing_enabled: true,
        home_screen_suggestion: true,
        subscription_required: false,
      })
      // Version 1 knew no campaigns (they came with version 3).
      expect(withoutIds(after)).toEqual({ ...withoutIds(demo), campaigns: [] })
    })

    it('reads a document of format version 2: no campaigns, and the hub keeps its own welcome gate and switches', async (context) => {
      const copy = await newHub(context)
      const before = await exportOf(copy.appKey, copy.token)
      const old = resigned(demo, (doc) => {
        const json = doc as Json
        delete json.welcome_gate
        delete doc.collections.campaigns
        const { sharing_enabled: _s, home_screen_suggestion: _h, subscription_required: _r, ...settings } = json.settings as Json
        json.settings = { ...settings, bot_username: 'other_bot' }
        doc.format_version = 2
      })
      const answer = await importInto(copy.appKey, { document: old, mode: 'replace' }, copy.token)
      expect(answer.body.data).toMatchObject({ applied: true, format_version: 2, refused: [] })
      const after = await exportOf(copy.appKey, copy.token)
      expect(after.welcome_gate).toEqual(before.welcome_gate)
      expect(after.settings).toMatchObject({
        bot_username: 'other_bot',
        sharing_enabled: (before.settings as Json).sharing_enabled,
        subscription_required: (before.settings as Json).subscription_required,
      })
      expect(withoutIds(after)).toEqual({ ...withoutIds(demo), campaigns: [] })
    })

    it('leaves out a record that cannot stand, says why, and imports the rest', async (context) => {
      const copy = await newHub(context)
      const broken = resigned(demo, (doc) => {
        const theme = doc.collections.themes?.[0] as Json
        theme.text_color = 'red'
      })
      const answer = await importInto(copy.appKey, { document: broken, mode: 'replace' }, copy.token)
      // The reason's code and params for the admin's wording; the English reason for clients without them.
      expect(answer.body.data.refused).toEqual([
        {
          resource: 'themes',
          title: '1',
          reason: expect.stringMatching(/Colour/),
          code: 'record_invalid',
          params: { fields: 'text_color' },
        },
      ])
      expect(answer.body.data.create.themes).toBe((demo.collections.themes?.length ?? 0) - 1)
      expect(answer.body.data.create.categories).toBe(demo.collections.categories?.length)
    })

    it('makes hubs from templates (POST /__dev/hubs): a taken app key is a 409', async (context) => {
      const t = target()
      const copy = await newHub(context, 'demo')
      const made = await fetch(`${t.devOrigin ?? ''}/__dev/hubs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ app_key: copy.appKey, owner_id: 1, template: 'demo' }),
      })
      expect(made.status).toBe(409)
      const invalid = await fetch(`${t.devOrigin ?? ''}/__dev/hubs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ app_key: 'no spaces', owner_id: -1, template: 'other' }),
      })
      expect(invalid.status).toBe(422)
      expect(Object.keys(((await invalid.json()) as { errors: Json }).errors).sort()).toEqual(['app_key', 'owner_id', 'template'])
      // Two hubs of one template hold the same content; the demo template has every kind of record.
      const twin = await newHub(context, 'demo')
      const content = withoutIds(await exportOf(copy.appKey, copy.token))
      expect(withoutIds(await exportOf(twin.appKey, twin.token))).toEqual(content)
      expect(Object.values(content).every((list) => list.length > 0)).toBe(true)
      const me = await call(t, 'GET', '/admin/admins', { appKey: copy.appKey, token: copy.token })
      expect(me.body.data.map((admin: Json) => [admin.telegram_id, admin.role])).toEqual([[1, 'owner']])
    })
  })
}
