import { useEffect, useState } from 'react'
import { useMessages } from '@/i18n/use-t'
import { isInTelegram, onEvent, postEvent, supportsVersion } from '@/messenger/bridge'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { buttonClass } from '@/ui/button-class'
import { homeScreenMessages } from './home-screen-messages'
import { countVisit, rememberDone, SUGGEST_FROM_VISIT } from './home-screen-state'
import styles from './home-screen.module.css'

/**
 * Issue 26: a quiet, dismissible suggestion to add the hub to the home screen, in Telegram 8.0+,
 * from the visitor's third visit on this device, where Telegram answers `checkHomeScreenStatus`
 * with `missed`; dismissed or added, it is remembered and never shown again. The owner can turn it
 * off (`homeScreenSuggestion: false`). Drawn by the overlays' chunk: never on the first screen's path.
 */
export function HomeScreenSuggestion() {
  const t = useMessages(homeScreenMessages)
  const appKey = useAppKey()
  const navigation = useNavigation(appKey).data
  const [shown, setShown] = useState(false)
  const allowed = navigation !== undefined && navigation.homeScreenSuggestion !== false && isInTelegram() && supportsVersion('8.0')

  useEffect(() => {
    if (!allowed || !appKey) return
    const device = countVisit(appKey)
    if (device.done || device.visits < SUGGEST_FROM_VISIT) return
    const off = onEvent('home_screen_checked', (data) => {
      off()
      if (data.status === 'missed') setShown(true)
    })
    postEvent('web_app_check_home_screen')
    return off
  }, [allowed, appKey])

  useEffect(() => {
    if (!shown) return
    return onEvent('home_screen_added', () => {
      rememberDone(appKey)
      setShown(false)
    })
  }, [shown, appKey])

  if (!shown) return null
  const close = () => {
    rememberDone(appKey)
    setShown(false)
  }
  return (
    <aside className={styles.suggestion} aria-label={t('homeScreen.label')}>
      <p className={styles.text}>{t('homeScreen.text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => {
            rememberDone(appKey)
            postEvent('web_app_add_to_home_screen')
            setShown(false)
          }}
        >
          {t('homeScreen.add')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={close}>
          {t('homeScreen.dismiss')}
        </button>
      </div>
    </aside>
  )
}
