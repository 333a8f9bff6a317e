import { describe, expect, it } from 'vitest'
import { HUB_FORMAT_VERSION, hubCollection, hubSettings, type HubDocument } from '@/api/contract/hub-document'
import { devFirstStart } from '@mock-api/dev-seed'
import { canonicalJson, checksumOf } from '@mock-api/services/hub-document/checksum'
import { upgradeDocument } from '@mock-api/services/hub-document/format-upgrade'
import { collectionParts, hubParts } from '@mock-api/services/hub-document/parts'
import { hubPath, hubPathTarget, rewriteAt } from '@mock-api/services/hub-document/ref-paths'
import { createHub, templateDocument } from '@mock-api/services/hub-document/templates'
import { emptyData, seedData } from '@mock-api/store/seed'
import type { AppData, Data } from '@mock-api/store/store'
import { upgradeData } from '@mock-api/store/upgrade'
import { ADMIN, NOW, PNG, fileOf, problemOf, setup } from './support'

type Json = Record<string, unknown>
type Records = Record<string, Json[]>

const OWNER = { telegramId: 1, name: 'Анна', username: null, email: null }

/** A hub's collections as a document holds them: each record without `version`. */
function contentOf(app: AppData): Records {
  return Object.fromEntries(
    hubCollection.options.map((name) => [name, (app[name] as unknown as Json[]).map(({ version: _version, ...record }) => record)]),
  )
}

/**
 * Records with their ids replaced by their place in their collection (and references with their
 * target's place, own item ids counted anew): two hubs with the same content compare equal whatever ids they gave.
 */
function withoutIds(records: Records): Records {
  const places = Object.fromEntries(
    Object.entries(records).map(([name, list]) => [name, new Map(list.map((record, index) => [record.id as number, index + 1]))]),
  )
  const placeOf = (name: string, id: unknown) => places[name]?.get(id as number) ?? `missing ${String(id)}`
  return Object.fromEntries(
    collectionParts.map((part) => {
      const list = (records[part.collection] ?? []).map((record) => {
        let copy: Json = { ...JSON.parse(JSON.stringify(record)), id: placeOf(part.collection, record.id) }
        for (const ref of part.refs) {
          copy = rewriteAt(copy, ref, (value) => {
            if (ref.to !== 'hubPath') return placeOf(ref.to, value)
            const target = typeof value === 'string' ? hubPathTarget(value) : null
            return target ? hubPath(target.collection, placeOf(target.collection, target.id) as number, target.rest) : value
          })
        }
        let own = 0
        for (const ids of part.ownIds ?? []) copy = rewriteAt(copy, { path: ids.path, to: 'hubPath', missing: 'null' }, () => ++own)
        return copy
      })
      return [part.collection, list]
    }),
  )
}

async function exported(as: ReturnType<typeof setup>['as'], appKey = 'demo'): Promise<HubDocument> {
  return (await as(ADMIN, appKey).admin.hub.export()) as HubDocument
}

/** A hub with nothing in it whose ids start far from the seed's, so an import cannot keep ids by chance. */
function withEmptyHub(data: Data, appKey = 'copy'): Data {
  const app = createHub(data, { appKey, owner: OWNER, from: 'empty', now: NOW })
  for (const counter of Object.keys(app.lastIds) as (keyof AppData['lastIds'])[]) app.lastIds[counter] = 500
  return data
}

/** The document with its checksum made again after `edit` (a document another tool wrote correctly). */
async function resigned(document: HubDocument, edit: (document: Json) => void): Promise<Json> {
  const copy = JSON.parse(JSON.stringify(document)) as Json
  edit(copy)
  return { ...copy, checksum: await checksumOf(copy) }
}

describe('hub parts', () => {
  it("declares every part of a hub's data, and the document carries exactly the collections it declares", () => {
    const data = upgradeData(seedData(NOW))
    const demo = data.apps.demo as AppData
    demo.knownUsers = {}
    demo.auditLog = []
    demo.orderVersions = {}
    demo.uploadsToRemove = []
    const declared = Object.keys(hubParts).sort()
    for (const app of Object.values(data.apps)) for (const key of Object.keys(app)) expect(declared).toContain(key)
    expect(collectionParts.map((part) => part.collection).sort()).toEqual([...hubCollection.options].sort())
    expect(hubParts.navigation).toEqual({ kind: 'settings', fields: Object.keys(hubSettings.shape) })
  })

  it("exports every field of every record (the document's schemas drop none)", async () => {
    const { as, store } = setup()
    const document = await exported(as)
    const demo = await store.read((data) => data.apps.demo as AppData)
    const { files, ...rest } = contentOf(demo)
    const { files: documentFiles, ...documentRest } = document.collections as unknown as Records
    expect(documentRest).toEqual(rest)
    expect(documentFiles?.map(({ url, data }) => ({ url, data }))).toEqual(files?.map(({ url }) => ({ url, data: null })))
  })
})

describe('export', () => {
  it('answers the versioned document with a checksum over its canonical JSON (snake_case keys)', async () => {
    const { as } = setup()
    const document = await exported(as)
    expect(document).toMatchObject({
      format: 'nav-hub',
      formatVersion: HUB_FORMAT_VERSION,
      source: { appKey: 'demo', title: 'Школа «Код»' },
    })
    // Issue 27 gave the demo a channel without the hub-wide rule; issue 26 its sharing switches.
    expect(document.settings).toEqual({
      subscriptionChannelUrl: 'https://t.me/kod_school',
      botUsername: 'kod_school_bot',
      appShortName: 'hub',
      sharingEnabled: true,
      homeScreenSuggestion: true,
      subscriptionRequired: false,
    })
    expect(document.welcomeGate).toMatchObject({ enabled: true })
    expect(document.collections.campaigns.map((campaign) => campaign.code)).toEqual(['VkPost12', 'ChanPin1', 'MailWeb1', 'Spring25'])
    expect(document.checksum).toBe(await checksumOf(document))
    expect(canonicalJson({ b: [1, { d: null, c: 'é' }], a: true })).toBe('{"a":true,"b":[1,{"c":"é","d":null}]}')
  })

  it('carries an upload as base64 of its bytes', async () => {
    const { as } = setup()
    const file = await as(ADMIN).files.upload({ file: fileOf(PNG, 'dot.png'), type: 'image' })
    const entry = (await exported(as)).collections.files.find((candidate) => candidate.id === file.id)
    expect(entry).toMatchObject({ url: null, originalName: 'dot.png', type: 'image' })
    expect(Uint8Array.from(atob(entry?.data ?? ''), (c) => c.charCodeAt(0))).toEqual(PNG)
  })
})

describe('import', () => {
  it('into an empty hub gives the same hub, but for ids (files with their bytes too)', async () => {
    const { as, store, files } = setup(withEmptyHub(seedData(NOW)))
    const upload = await as(ADMIN).files.upload({ file: fileOf(PNG, 'dot.png'), type: 'icon' })
    const material = (await store.read((data) => data.apps.demo?.materials[0])) as { id: number; title: string }
    await as(ADMIN).admin.materials.update({ ...(await as(ADMIN).admin.materials.get({ id: material.id })), iconId: upload.id })
    const document = await exported(as)
    const plan = await as(ADMIN, 'copy').admin.hub.import({ document, mode: 'replace' })
    expect(plan).toMatchObject({ applied: true, refused: [], remove: {}, formatVersion: HUB_FORMAT_VERSION, update: { settings: 1 } })
    expect(plan.create).toEqual(
      Object.fromEntries(
        hubCollection.options.flatMap((n) => (document.collections[n].length ? [[n, document.collections[n].length]] : [])),
      ),
    )
    const [demo, copy] = await store.read((data) => [data.apps.demo as AppData, data.apps.copy as AppData])
    expect(copy.materials[0]?.id).not.toBe(demo.materials[0]?.id)
    const { files: demoFiles, ...demoRest } = withoutIds(contentOf(demo))
    const { files: copyFiles, ...copyRest } = withoutIds(contentOf(copy))
    expect(copyRest).toEqual(demoRest)
    const names = (list: Json[] | undefined) =>
      list?.map(({ originalName, type, url }) => ({ originalName, type, url: String(url).replace(/\/\d+(-[\w-]+)?\./, '/N.') }))
    expect(names(copyFiles)).toEqual(names(demoFiles)?.map((file) => ({ ...file, url: file.url.replace('/demo/', '/copy/') })))
    const copied = copy.files.find((file) => file.storageKey !== null)
    expect((await files.get(copied?.storageKey ?? ''))?.bytes).toEqual(PNG)
    expect(copy.navigation).toMatchObject({ botUsername: 'kod_school_bot', appShortName: 'hub', title: 'copy' })
    expect(copy.admins.map((admin) => admin.name)).toEqual(['Анна'])
  })

  it('a dry run answers the plan and changes nothing', async () => {
    const { as, store } = setup(withEmptyHub(seedData(NOW)))
    const document = await exported(as)
    const before = await store.read((data) => data)
    const plan = await as(ADMIN, 'copy').admin.hub.import({ document, mode: 'replace', dryRun: true })
    expect(plan).toMatchObject({ applied: false, historyEntryId: null, refused: [] })
    expect(plan.create.categories).toBe(document.collections.categories.length)
    expect(await store.read((data) => data)).toBe(before)
  })

  it('replace removes what the hub had; restoring its history entry puts the hub back as it was', async () => {
    const { as, store } = setup()
    const club = await store.read((data) => contentOf(data.apps.club as AppData))
    const plan = await as(ADMIN, 'club').admin.hub.import({ document: await exported(as), mode: 'replace' })
    expect(plan.remove).toMatchObject({ categories: club.categories?.length, materials: club.materials?.length, files: club.files?.length })
    const restored = await as(ADMIN, 'club').admin.auditLog.restore({ id: plan.historyEntryId })
    expect(restored).toMatchObject({ action: 'restore', resource: 'navigation', restoredEntryId: plan.historyEntryId })
    const after = await store.read((data) => contentOf(data.apps.club as AppData))
    expect(after).toEqual(club)
    // And its own restore brings the import back.
    await as(ADMIN, 'club').admin.auditLog.restore({ id: restored.id })
    expect(withoutIds(await store.read((data) => contentOf(data.apps.club as AppData)))).toEqual(
      withoutIds(await store.read((data) => contentOf(data.apps.demo as AppData))),
    )
  })

  it('merge adds another hub’s records beside the hub’s own, new categories after its own', async () => {
    const { as, store } = setup()
    const before = await store.read((data) => data.apps.club as AppData)
    const document = await exported(as)
    const plan = await as(ADMIN, 'club').admin.hub.import({ document, mode: 'merge' })
    expect(plan.remove).toEqual({})
    expect(plan.update).toEqual({})
    const club = await store.read((data) => data.apps.club as AppData)
    expect(club.categories).toHaveLength(before.categories.length + document.collections.categories.length)
    expect(club.navigation).toEqual(before.navigation)
    const roots = club.categories.filter((c) => c.parentId === null).sort((a, b) => a.order - b.order)
    expect(roots.slice(0, 2).map((c) => c.title)).toEqual(before.categories.filter((c) => c.parentId === null).map((c) => c.title))
  })

  it('merge of a document from the same hub updates what it still has and brings back what was deleted since', async () => {
    const { as, store } = setup()
    const document = await exported(as)
    const material = await as(ADMIN).admin.materials.create({ title: 'Новый' })
    const [first, second] = (await store.read((data) => data.apps.demo?.themes)) as { id: number }[]
    await as(ADMIN).admin.themes.update({ id: first?.id, type: 'dark', backgroundColor: '#000000', textColor: '#ffffff' })
    await as(ADMIN).admin.themes.delete({ id: second?.id })
    const plan = await as(ADMIN).admin.hub.import({ document, mode: 'merge' })
    expect([plan.update, plan.create, plan.remove]).toEqual([{ themes: 1 }, { themes: 1 }, {}])
    const demo = await store.read((data) => data.apps.demo as AppData)
    expect(demo.themes[0]).toMatchObject({ id: first?.id, type: 'light', version: 3 })
    expect(demo.themes[1]).toMatchObject({ type: 'dark', backgroundColor: '#8774e1', version: 1 })
    expect(demo.themes[1]?.id).toBeGreaterThan(second?.id as number)
    expect(demo.materials.some((m) => m.id === material.id)).toBe(true)
  })

  it('leaves out what cannot stand, with why, and keeps the rest', async () => {
    const { as, store } = setup(withEmptyHub(seedData(NOW)))
    const document = await exported(as)
    const unsafe = await resigned(document, (doc) => {
      const collections = doc.collections as Records
      const image = (collections.categories as Json[]).find((c) => c.displayType !== 'no_bg' && c.imageId !== null) as Json
      const file = (collections.files as Json[]).find((f) => f.id === image.imageId) as Json
      Object.assign(file, { url: 'https://evil.example/x.svg' })
    })
    const plan = await as(ADMIN, 'copy').admin.hub.import({ document: unsafe, mode: 'replace' })
    expect(plan.refused[0]).toMatchObject({ resource: 'files', reason: expect.stringMatching(/\/seed\//) })
    expect(plan.refused.some((entry) => entry.resource === 'categories' && /imageId/.test(entry.reason))).toBe(true)
    const copy = await store.read((data) => data.apps.copy as AppData)
    expect(copy.categories.length).toBeGreaterThan(0)
    expect(copy.categories.length).toBeLessThan(document.collections.categories.length)
  })

  it.each([
    ['foreign', (doc: Json) => Object.assign(doc, { format: 'linkstack' }), 'foreign'],
    ['newer', (doc: Json) => Object.assign(doc, { formatVersion: HUB_FORMAT_VERSION + 1 }), 'unknown_version'],
    ['without a version', (doc: Json) => delete doc.formatVersion, 'unknown_version'],
  ])('refuses a %s document (422 document_invalid) and changes nothing', async (_, edit, reason) => {
    const { as, store } = setup()
    const document = await resigned(await exported(as), edit)
    const before = await store.read((data) => data)
    const problem = await problemOf(as(ADMIN).admin.hub.import({ document, mode: 'replace' }))
    expect([problem.status, problem.extra.code, problem.extra.params]).toEqual([422, 'document_invalid', { reason }])
    expect(await store.read((data) => data)).toBe(before)
  })

  it('refuses a document changed after export (its checksum) or not in the shape of one', async () => {
    const { as } = setup()
    const document = await exported(as)
    const changed = { ...JSON.parse(JSON.stringify(document)), source: { appKey: 'demo', title: 'Другой' } }
    expect((await problemOf(as(ADMIN).admin.hub.import({ document: changed, mode: 'merge' }))).extra.params).toEqual({ reason: 'tampered' })
    const malformed = await resigned(document, (doc) => Object.assign((doc.collections as Records).materials?.[0] ?? {}, { title: 7 }))
    const problem = await problemOf(as(ADMIN).admin.hub.import({ document: malformed, mode: 'merge' }))
    expect(problem.extra.params).toEqual({ reason: 'malformed' })
    expect(problem.extra.errors).toEqual({ 'document.collections.materials.0.title': ['Expected string, received number'] })
    const twice = await resigned(document, (doc) => {
      const materials = (doc.collections as Records).materials as Json[]
      materials.push({ ...materials[0] })
    })
    expect((await problemOf(as(ADMIN).admin.hub.import({ document: twice, mode: 'merge' }))).extra.errors).toEqual({
      'document.collections.materials': ['Each id may appear once'],
    })
  })

  it('reads a version 1 document (content only): upgraded, the hub keeps its settings', async () => {
    const { as, store } = setup()
    const old = await resigned(await exported(as), (doc) => {
      delete doc.settings
      doc.formatVersion = 1
    })
    const plan = await as(ADMIN, 'club').admin.hub.import({ document: old, mode: 'replace' })
    expect(plan).toMatchObject({ applied: true, formatVersion: 1 })
    expect(plan.update.settings).toBeUndefined()
    expect((await store.read((data) => data.apps.club?.navigation))?.subscriptionChannelUrl).toBe('https://t.me/club_channel')
  })
})

describe('format upgrade', () => {
  it('gives a version 1 document no settings (the hub keeps its own) and leaves a current one as it is', () => {
    // 1 -> 2: no settings; 2 -> 3: no campaigns, no welcome gate (the hub keeps its own).
    expect(upgradeDocument({ format: 'nav-hub', formatVersion: 1, collections: {} })).toEqual({
      format: 'nav-hub',
      formatVersion: 3,
      collections: { campaigns: [] },
      settings: null,
      welcomeGate: null,
    })
    expect(
      upgradeDocument({ format: 'nav-hub', formatVersion: 2, collections: { themes: [] }, settings: { botUsername: 'x_bot' } }),
    ).toEqual({
      format: 'nav-hub',
      formatVersion: 3,
      collections: { themes: [], campaigns: [] },
      settings: { botUsername: 'x_bot' },
      welcomeGate: null,
    })
    const current = { format: 'nav-hub', formatVersion: HUB_FORMAT_VERSION, settings: { botUsername: 'x_bot' } }
    expect(upgradeDocument(current)).toBe(current)
  })
})

describe('templates', () => {
  it('the demo template makes the demo hub; the dev server’s first start goes the same way', () => {
    const seeded = seedData(NOW)
    const data = emptyData()
    createHub(data, { appKey: 'demo', owner: OWNER, from: 'demo', now: NOW })
    expect(contentOf(data.apps.demo as AppData)).toEqual(contentOf(seeded.apps.demo as AppData))
    const first = devFirstStart(NOW)
    for (const appKey of ['demo', 'club']) {
      const app = first.apps[appKey] as AppData
      expect(contentOf(app)).toEqual(contentOf(seeded.apps[appKey] as AppData))
      expect(app.admins.map((admin) => [admin.telegramId, admin.role])).toEqual([[1, 'owner']])
    }
    expect(first.apps.club?.navigation.subscriberIds).toEqual([1, 3])
    expect(Object.keys(first.apps.demo?.openStats ?? {})).toHaveLength(28)
    expect(templateDocument('empty', NOW)).toBeNull()
  })
})
