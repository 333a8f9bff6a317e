import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileStore } from '@mock-api/store/file'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { upgradeData } from '@mock-api/store/upgrade'

/** The seed as an older version of the mock API wrote it: without what later issues added. */
function olderData(): Data {
  const data = seedData(new Date('2026-01-01T00:00:00Z'))
  for (const app of Object.values(data.apps)) {
    delete (app as Partial<typeof app>).openStats
    const navigation = app.navigation as Partial<typeof app.navigation>
    delete navigation.botUsername
    delete navigation.appShortName
    delete navigation.sharingEnabled
    delete navigation.homeScreenSuggestion
    delete (app as Partial<typeof app>).campaigns
    delete (app.lastIds as Partial<typeof app.lastIds>).campaigns
  }
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
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
