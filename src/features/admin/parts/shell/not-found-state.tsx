import { useAppKey } from '@/session/use-app-key'
import { SearchOffIcon } from '@/ui/states/state-icons'
import { StateMessage } from '@/ui/states/state-message'
import stateStyles from '@/ui/states/state.module.css'
import { ButtonLink } from '@/features/admin/parts/shell/button-link'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'

interface NotFoundStateProps {
  /** The list the record belonged to: the only useful way on. */
  listTo: AdminPath
  /** The list's name ("Materials"), for the link back to it. */
  listTitle: string
}

/**
 * An edit screen whose record is not there (deleted, or a mistyped id): a plain statement and a
 * link back to its list. No Retry: asking again gets the same 404.
 */
export function NotFoundState({ listTo, listTitle }: NotFoundStateProps) {
  const t = usePartsT()
  const appKey = useAppKey()
  return (
    <section className={stateStyles.state} aria-labelledby="admin-not-found-title">
      <StateMessage
        icon={<SearchOffIcon />}
        title={t('notFound.title')}
        titleId="admin-not-found-title"
        text={t('notFound.text')}
        actions={
          <ButtonLink to={listTo} params={{ appKey }}>
            {t('notFound.toList', { list: listTitle })}
          </ButtonLink>
        }
      />
    </section>
  )
}
