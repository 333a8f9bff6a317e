import { SearchOffIcon } from '@/ui/states/state-icons'
import { useStatusT } from './status-messages'
import { HomeLink } from './home-link'
import { StatusLayout } from './status-layout'

/** An id that does not exist (or is not an id at all): explain, and offer the way home. */
export function NotFoundScreen() {
  const t = useStatusT()
  return (
    <StatusLayout icon={<SearchOffIcon />} title={t('status.notFound.title')} text={t('status.notFound.text')}>
      <HomeLink />
    </StatusLayout>
  )
}
