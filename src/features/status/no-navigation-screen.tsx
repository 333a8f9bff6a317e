import { isInTelegram } from '@/messenger/bridge'
import { closeApp } from '@/messenger/appearance'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { CompassIcon } from '@/ui/state-icons'
import { buttonClass } from '@/ui/button-class'
import { StatusLayout } from './status-layout'
import { HomeLink } from './home-link'
import { useStatusT } from './status-messages'

/**
 * SPEC 8: no app key, an unknown app key, or a path that leads nowhere. Inside a hub that works
 * (start-up has its navigation) the path is what is wrong: say so and offer the way Home.
 */
export function NoNavigationScreen() {
  const t = useStatusT()
  const appKey = useAppKey()
  // Never fetched here: start-up has it cached when the hub exists.
  const hubWorks = useNavigation(appKey, { enabled: false }).data !== undefined
  if (hubWorks) {
    return (
      <StatusLayout icon={<CompassIcon />} title={t('status.unknownPath.title')} text={t('status.unknownPath.text')}>
        <HomeLink />
      </StatusLayout>
    )
  }
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
