import { isInTelegram } from '@/messenger/bridge'
import { closeApp } from '@/messenger/appearance'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { CompassIcon } from '@/ui/states/state-icons'
import { buttonClass } from '@/ui/button-class'
import { StatusLayout } from './status-layout'
import { HomeLink } from './home-link'
import { useStatusT } from './status-messages'

/**
 * SPEC 8: no app key, an unknown app key, or a path that leads nowhere. Inside a hub that works
 * (start-up has its navigation) the path is what is wrong: say so and offer the way Home.
 */
export function NoNavigationScreen() {
  // Outside a hub (`/` without a start param) there is no hub's cache to look in (each hub's layout provides its own).
  return useAppKey() ? <InHub /> : <NoNavigation />
}

function InHub() {
  const t = useStatusT()
  // Never fetched here: start-up has it cached when the hub exists.
  const hubWorks = useNavigation(useAppKey(), { enabled: false }).data !== undefined
  if (!hubWorks) return <NoNavigation />
  return (
    <StatusLayout icon={<CompassIcon />} title={t('status.unknownPath.title')} text={t('status.unknownPath.text')}>
      <HomeLink />
    </StatusLayout>
  )
}

function NoNavigation() {
  const t = useStatusT()
  return (
    <StatusLayout icon={<CompassIcon />} title={t('status.noNavigation.title')} text={t('status.noNavigation.text')}>
      {isInTelegram() ? (
        <button type="button" className={buttonClass('secondary', { block: true })} onClick={closeApp}>
          {t('common.close')}
        </button>
      ) : null}
    </StatusLayout>
  )
}
