import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileStore } from '@mock-api/store/file'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { upgradeData } from '@mock-api/store/upgrade'

const AUDIENCED = ['categories', 'sections', 'materials', 'banners', 'buttons'] as const

/** The seed as an older version of the mock API wrote it: without what later issues added. */
function olderData(): Data {
  const data = seedData(new Date('2026-01-01T00:00:00Z'))
  for (const app of Object.values(data.apps)) {
    const stored = app as Partial<typeof app>
    delete stored.openStats
    const navigation = app.navigation as Partial<typeof app.navigation>
    delete navigation.botUsername
    delete navigation.appShortName
    delete navigation.sharingEnabled
    delete navigation.homeScreenSuggestion
    delete (app as Partial<typeof app>).campaigns
    delete (app.lastIds as Partial<typeof app.lastIds>).campaigns
    // Before issue 27: no audiences, no channel setting of its own, no gate, no notify requests.
    delete navigation.subscriptionRequired
    for (const collection of AUDIENCED) {
      for (const record of app[collection]) {
        delete record.audience
        delete record.lockedDisplay
        delete (record as { announce?: boolean }).announce
      }
    }
    delete stored.welcomeGate
    delete stored.joinRequests
    delete stored.gateStats
    delete stored.notifyRequests
    delete stored.notifications
    const lastIds = app.lastIds as Partial<typeof app.lastIds>
    delete lastIds.notifyRequests
    delete lastIds.notifications
    for (const admin of app.admins) delete (admin as Partial<typeof admin>).role
  }
  // The demo's channel came with issue 27: before it, only club had one (and required it).
  data.apps.demo!.navigation.subscriptionChannelUrl = null
  return data
}

describe('upgradeData', () => {
  it('gives data of an older version what the services now rely on, as a new hub has it', () => {
    const upgraded = upgradeData(olderData())
    expect(upgraded.apps.demo?.openStats).toEqual({})
    expect(upgraded.apps.club?.openStats).toEqual({})
    expect(upgraded.apps.demo?.navigation).toMatchObject({ botUsername: null, appShortName: null })
  })

  it('gives a hub from before issue 26 sharing allowed, the home-screen suggestion on, no campaigns', () => {
    const upgraded = upgradeData(olderData())
    for (const app of Object.values(upgraded.apps)) {
      expect(app.navigation).toMatchObject({ sharingEnabled: true, homeScreenSuggestion: true })
      expect([app.campaigns, app.lastIds.campaigns]).toEqual([[], 0])
      // Items keep no switch: absent reads as shareable.
      expect(app.categories.every((category) => category.shareable === undefined)).toBe(true)
    }
  })

  it('keeps what an owner set after issue 26', () => {
    const data = seedData(new Date('2026-01-01T00:00:00Z'))
    const demo = data.apps.demo!
    demo.navigation.sharingEnabled = false
    demo.navigation.homeScreenSuggestion = false
    const upgraded = upgradeData(structuredClone(data)).apps.demo!
    expect(upgraded.navigation).toMatchObject({ sharingEnabled: false, homeScreenSuggestion: false })
    expect(upgraded.campaigns).toEqual(demo.campaigns)
    expect(upgraded.lastIds.campaigns).toBe(demo.campaigns.length)
  })

  it('keeps each hub as it was before audiences: a hub with a channel requires it, every record is for everyone', () => {
    const upgraded = upgradeData(olderData())
    expect(upgraded.apps.club?.navigation.subscriptionRequired).toBe(true)
    expect(upgraded.apps.demo?.navigation.subscriptionRequired).toBe(false)
    for (const app of Object.values(upgraded.apps)) {
      for (const collection of AUDIENCED) expect(app[collection].every((record) => record.audience === 'everyone')).toBe(true)
      expect(app.welcomeGate).toEqual({ enabled: false, title: '', text: '', links: [], requireAccept: false, notNow: 'queue' })
      expect([app.joinRequests, app.gateStats, app.notifyRequests, app.notifications]).toEqual([[], {}, [], []])
      expect([app.lastIds.notifyRequests, app.lastIds.notifications]).toEqual([0, 0])
    }
  })

  it('makes every admin of data written before roles an owner: they could do everything', () => {
    const older = olderData()
    older.apps.demo?.admins.push({ ...(older.apps.demo.admins[0] as Data['apps'][string]['admins'][number]), id: 9, telegramId: 9 })
    const upgraded = upgradeData(older)
    expect(upgraded.apps.demo?.admins.map((admin) => admin.role)).toEqual(['owner', 'owner'])
    expect(upgraded.apps.club?.admins.map((admin) => admin.role)).toEqual(['owner'])
  })

  it('leaves current data as it is', () => {
    const data = seedData(new Date('2026-01-01T00:00:00Z'))
    expect(upgradeData(structuredClone(data))).toEqual(data)
  })

  it('runs when the file store opens an older db.json', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nav-hub-upgrade-'))
    try {
      await writeFile(path.join(dir, 'db.json'), JSON.stringify(olderData()))
      const store = await createFileStore(dir)
      expect(await store.read((data) => data.apps.demo?.openStats)).toEqual({})
      expect(await store.read((data) => data.apps.club?.navigation.subscriptionRequired)).toBe(true)
      expect(await store.read((data) => data.apps.demo?.admins.map((admin) => admin.role))).toEqual(['owner'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
