import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { languageSettled, setLanguage } from '@/app/language'
import { languageAtom } from '@/session/session-atoms'
import { hubMessages } from '@/features/hub/hub-messages'
import { isLanguageLoaded } from '@/i18n/language-packs'
import { loaderMessages } from '@/features/status/loader-messages'
import { errorMessages } from '@/i18n/error-messages'

// English is fetched once per module registry, so these steps run in one test, in order.
describe('language packs: only Russian is bundled', () => {
  it('switches to English once its catalogs are in; the latest request wins', async () => {
    expect(isLanguageLoaded('ru')).toBe(true)
    expect(isLanguageLoaded('en')).toBe(false)
    expect(loaderMessages.en).toBeUndefined()
    expect(errorMessages.en).toBeUndefined()
    expect(hubMessages.en).toBeUndefined()

    // A request overtaken while its catalogs load does not switch when they arrive.
    const overtaken = createStore()
    const first = setLanguage(overtaken, 'en')
    void setLanguage(overtaken, 'ru')
    await first
    await languageSettled(overtaken)
    expect(overtaken.get(languageAtom)).toBe('ru')

    const store = createStore()
    const english = setLanguage(store, 'en')
    await languageSettled(store)
    await english
    expect(store.get(languageAtom)).toBe('en')
    expect(loaderMessages.en?.['loader.label']).toBe('Loading the app')
    expect(hubMessages.en?.['home.title']).toBe('Home')
    expect(errorMessages.en?.['error.network']).toMatch(/^No connection/)

    // Loaded languages switch at once.
    void setLanguage(store, 'ru')
    expect(store.get(languageAtom)).toBe('ru')
    void setLanguage(store, 'en')
    expect(store.get(languageAtom)).toBe('en')
  })

  it('stays in its language when a pack cannot load', async () => {
    const store = createStore()
    const { lazyCatalogs, loadLanguage } = await import('@/i18n/language-packs')
    const broken = lazyCatalogs({ hello: 'привет' }, { en: () => Promise.reject(new Error('offline')) })
    await expect(loadLanguage('en')).rejects.toThrow('offline')
    // setLanguage swallows the failure: the session keeps Russian.
    await setLanguage(store, 'en')
    expect(store.get(languageAtom)).toBe('ru')
    expect(broken.en).toBeUndefined()
  })
})
