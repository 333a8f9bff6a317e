import { LockIcon } from '@/ui/states/state-icons'
import { useStatusT } from './status-messages'
import { HomeLink } from './home-link'
import { StatusLayout } from './status-layout'

/** The admin area for someone who is not signed in (`signedOut`) or not an admin of this hub. */
export function NoAccessScreen({ signedOut }: { signedOut: boolean }) {
  const t = useStatusT()
  return (
    <StatusLayout
      icon={<LockIcon />}
      title={t('status.noAccess.title')}
      text={signedOut ? t('status.noAccess.signedOut') : t('status.noAccess.text')}
    >
      <HomeLink variant="secondary" />
    </StatusLayout>
  )
}
