import { isLanguageLoaded, loadLanguage } from '@/i18n/language-packs'
import { languageAtom, type Language } from '@/session/session-atoms'
import type { Store } from './wait-for-atom'

const requests = new WeakMap<Store, Promise<void>>()

/**
 * Switches the session to `language` once its catalogs are in (at once when they already are),
 * so no screen paints in one language and repaints in another. The last request wins; when the
 * catalogs cannot be loaded the session keeps its current language.
 */
export function setLanguage(store: Store, language: Language): Promise<void> {
  if (isLanguageLoaded(language)) {
    store.set(languageAtom, language)
    const done = Promise.resolve()
    requests.set(store, done)
    return done
  }
  const request: Promise<void> = loadLanguage(language).then(
    () => {
      if (requests.get(store) === request) store.set(languageAtom, language)
    },
    () => undefined,
  )
  requests.set(store, request)
  return request
}

/** Resolves once the latest setLanguage of this store has settled (start-up waits for it before the first screen). */
export async function languageSettled(store: Store): Promise<void> {
  let current: Promise<void> | undefined
  while ((current = requests.get(store)) !== undefined) {
    await current
    if (requests.get(store) === current) return
  }
}
