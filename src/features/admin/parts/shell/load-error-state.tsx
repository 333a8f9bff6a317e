/**
 * USAGE (States part): in an admin screen whose read failed,
 *   <LoadErrorState error={query.error} title={t('loadFailed')} onRetry={() => query.refetch()}
 *     listTo="/$appKey/admin/materials" listTitle={t('title')} />
 * A 404 draws <NotFoundState> (no Retry); anything else SPEC 8's text (useErrorText) and Retry.
 */
import { isNotFound, useErrorText } from '@/i18n/error-messages'
import { AsyncButton } from '@/ui/states/async-button'
import { ErrorState } from '@/ui/states/error-state'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { NotFoundState } from './not-found-state'

interface LoadErrorStateProps {
  error: unknown
  /** The heading of a failed load ("The material did not load"). */
  title: string
  onRetry: () => unknown
  /** For a 404: the list to go back to (omit on screens that are not one record). */
  listTo?: AdminPath
  /** The list's name, for the link back to it. */
  listTitle?: string
  /** Inside a panel: one line ("title: reason") and Retry, not a screen's state. */
  inline?: boolean
}

/** A failed read in an admin screen, worded the one way every screen words it. */
export function LoadErrorState({ error, title, onRetry, listTo, listTitle, inline }: LoadErrorStateProps) {
  const t = usePartsT()
  const errorText = useErrorText()
  if (listTo && isNotFound(error)) return <NotFoundState listTo={listTo} listTitle={listTitle ?? t('back')} />
  if (inline) {
    return (
      <div role="alert">
        <p>
          {title}: {errorText(error)}
        </p>
        <AsyncButton variant="secondary" onClick={onRetry}>
          {t('list.retry')}
        </AsyncButton>
      </div>
    )
  }
  return <ErrorState title={title} message={errorText(error)} retryLabel={t('list.retry')} onRetry={onRetry} />
}
