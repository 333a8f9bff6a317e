import { describe, expect, it } from 'vitest'
import { ADMIN, invalidFields, problemOf, setup } from './support'

describe('sharing settings', () => {
  it('admins read and replace them; visitors get them with the navigation', async () => {
    const { admin, visitor } = setup()
    expect(await admin.admin.navigation.get()).toEqual({
      appKey: 'demo',
      title: 'Школа «Код»',
      botUsername: 'kod_school_bot',
      appShortName: 'hub',
      sharingEnabled: true,
      homeScreenSuggestion: true,
      subscriptionChannelUrl: 'https://t.me/kod_school',
      subscriptionRequired: false,
    })
    const saved = await admin.admin.navigation.update({ botUsername: '@KodHubBot', appShortName: '' })
    expect(saved).toMatchObject({ botUsername: 'KodHubBot', appShortName: null })
    expect(await visitor.navigations.get({ appKey: 'demo' })).toMatchObject({ botUsername: 'KodHubBot', appShortName: null })
    expect(await admin.admin.navigation.update({})).toMatchObject({ botUsername: null, appShortName: null })
  })

  it('turns sharing and the home-screen suggestion off and on; left out, they stay as they are (issue 26)', async () => {
    const { admin, visitor } = setup()
    const off = await admin.admin.navigation.update({ botUsername: 'kod_school_bot', sharingEnabled: false, homeScreenSuggestion: false })
    expect(off).toMatchObject({ sharingEnabled: false, homeScreenSuggestion: false })
    expect(await visitor.navigations.get({ appKey: 'demo' })).toMatchObject({ sharingEnabled: false, homeScreenSuggestion: false })
    // A client that predates the switches sends only the names: they stay off.
    expect(await admin.admin.navigation.update({ botUsername: 'kod_school_bot', appShortName: 'hub' })).toMatchObject({
      sharingEnabled: false,
      homeScreenSuggestion: false,
    })
    expect(await admin.admin.navigation.update({ botUsername: 'kod_school_bot', sharingEnabled: true })).toMatchObject({
      sharingEnabled: true,
      homeScreenSuggestion: false,
    })
    const [entry] = (await admin.admin.auditLog.list({ filter: { resource: 'navigation' } })).data
    expect(entry).toMatchObject({ before: { sharingEnabled: false }, after: { sharingEnabled: true, homeScreenSuggestion: false } })
    const restored = await admin.admin.auditLog.restore({ id: entry!.id })
    expect(restored.after).toMatchObject({ sharingEnabled: false })
    expect(await admin.admin.navigation.get()).toMatchObject({ sharingEnabled: false })
  })

  it('refuses names Telegram would not take, with the rule in the message', async () => {
    const { admin } = setup()
    expect(await invalidFields(admin.admin.navigation.update({ botUsername: 'kod_school', appShortName: 'my-app' }))).toEqual({
      botUsername: ['Bot username must be 5-32 characters: latin letters, digits and _, ending in "bot"'],
      appShortName: ['Short name must be 3-30 characters: latin letters, digits and _'],
    })
    expect(Object.keys(await invalidFields(admin.admin.navigation.update({ botUsername: '@@kodbot' })))).toEqual(['botUsername'])
    expect(Object.keys(await invalidFields(admin.admin.navigation.update({ appShortName: 'ab' })))).toEqual(['appShortName'])
  })

  it('are for admins, and each hub has its own', async () => {
    const { as, admin } = setup()
    expect((await problemOf(as({ id: 2, isAdmin: false, role: null }).admin.navigation.update({ botUsername: 'evil_bot' }))).status).toBe(
      403,
    )
    expect((await problemOf(as(null).admin.navigation.get())).status).toBe(401)
    await admin.admin.navigation.update({ botUsername: 'other_bot', appShortName: 'app' })
    expect(await as(ADMIN, 'club').admin.navigation.get()).toMatchObject({ appKey: 'club', botUsername: null, appShortName: null })
  })
})
