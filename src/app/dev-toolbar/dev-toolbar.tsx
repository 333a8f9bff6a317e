import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { launchParamsAtom } from '@/app/launch-atoms'
import { currentHubAtom } from '@/app/startup-atoms'
import { languageAtom, platformAtom, usersAtom } from '@/session/session-atoms'
import { readLaunchParams } from '@/messenger/launch-params'
import { readDevLaunchSettings, writeDevLaunchSettings, type DevLaunchSettings } from '@/messenger/dev-launch'
import { PreparedCard } from './prepared-card'
import styles from './dev-toolbar.module.css'

const USERS: ReadonlyArray<[DevLaunchSettings['user'], string]> = [
  ['1', 'admin (1)'],
  ['2', 'visitor (2)'],
  ['3', 'subscriber (3)'],
]
const PLATFORMS: ReadonlyArray<DevLaunchSettings['platform']> = ['ios', 'android', 'tdesktop']
const LANGUAGES: ReadonlyArray<DevLaunchSettings['lang']> = ['ru', 'en']

/**
 * Development build only: who the plain browser pretends to be. Applying stores the choice
 * and reloads, so start-up (dev launch, auth, language) runs again from scratch. The label shows
 * what is in force (the signed-in user, platform and language of this session, Telegram's launch
 * params when the page has them), not the stored choice. It sits in the page's flow above the
 * screen, so it never covers a title, a heading or a sheet's close button. Below it, the card a
 * share would send (issue 26), as Telegram's share sheet would show it.
 */
export function DevToolbar() {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [settings, setSettings] = useState(readDevLaunchSettings)
  const fromTelegram = readLaunchParams() !== null
  const launch = useAtomValue(launchParamsAtom)
  // Outside the router (no route app key): the user of the hub the visitor is in.
  const hub = useAtomValue(currentHubAtom)
  const user = useAtomValue(usersAtom)[hub ?? '']
  const platform = useAtomValue(platformAtom)
  const language = useAtomValue(languageAtom)
  const userId = user?.id ?? launch?.user?.id ?? '–'

  const apply = () => {
    writeDevLaunchSettings(settings)
    window.location.reload()
  }

  return (
    <aside className={styles.toolbar} aria-label="Dev toolbar">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        DEV · {userId}/{platform}/{language}
        {fromTelegram ? ' · Telegram' : ''}
      </button>
      {open ? (
        <div id={id} className={styles.panel}>
          {fromTelegram ? <p className={styles.note}>Telegram launch params present: these settings are ignored.</p> : null}
          <label className={styles.field}>
            User
            <select value={settings.user} onChange={(e) => setSettings({ ...settings, user: e.target.value as DevLaunchSettings['user'] })}>
              {USERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Platform
            <select
              value={settings.platform}
              onChange={(e) => setSettings({ ...settings, platform: e.target.value as DevLaunchSettings['platform'] })}
            >
              {PLATFORMS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Language
            <select value={settings.lang} onChange={(e) => setSettings({ ...settings, lang: e.target.value as DevLaunchSettings['lang'] })}>
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.apply} onClick={apply}>
            Apply and reload
          </button>
        </div>
      ) : null}
      <PreparedCard />
    </aside>
  )
}
