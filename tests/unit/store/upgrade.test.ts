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
    for (const admin of app.admins) delete (admin as Partial<typeof admin>).role
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
      expect(await store.read((data) => data.apps.demo?.admins.map((admin) => admin.role))).toEqual(['owner'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
