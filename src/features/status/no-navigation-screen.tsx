import { useStatusT } from './status-messages'
import { isInTelegram } from '@/messenger/bridge'
import { closeApp } from '@/messenger/appearance'
import { StatusLayout } from './status-layout'
import { CompassIcon } from './status-icons'
import styles from './status.module.css'

/** SPEC 8: no app key, an unknown app key, or a path that leads nowhere. */
export function NoNavigationScreen() {
  const t = useStatusT()
  return (
    <StatusLayout icon={<CompassIcon />} title={t('status.noNavigation.title')} text={t('status.noNavigation.text')}>
      {isInTelegram() ? (
        <button type="button" className={`${styles.action} ${styles.secondary}`} onClick={closeApp}>
          {t('common.close')}
        </button>
      ) : null}
    </StatusLayout>
  )
}
