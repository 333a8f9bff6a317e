import { AdminPage } from '@/features/admin/parts/layout/admin-page'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { ErrorState } from '@/ui/error-state'
import { Skeleton } from '@/ui/skeleton'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { ThemeForm } from './theme-form'
import { useThemeT } from './theme-messages'
import styles from './theme.module.css'
import { useAdminThemes } from './use-themes'

/** `/$appKey/admin/theme`: the hub's colour scheme and accent, with the hub previewed beside. */
export function ThemeScreen() {
  const t = useThemeT()
  const te = useMessages(errorMessages)
  const themes = useAdminThemes()
  let body
  if (themes.isPending) {
    body = (
      <div role="status">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton height={120} radius="var(--radius-l)" />
        <Skeleton height={160} radius="var(--radius-l)" />
      </div>
    )
  } else if (themes.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        message={te(errorMessageKey(themes.error))}
        retryLabel={t('retry')}
        onRetry={() => themes.refetch()}
      />
    )
  } else {
    const [first = null, ...others] = themes.data.data
    body = (
      <>
        {first === null && <p className={styles.info}>{t('empty')}</p>}
        {others.length > 0 && <p className={styles.info}>{t('others', { count: others.length })}</p>}
        <ThemeForm key={first?.id ?? 'new'} theme={first} />
      </>
    )
  }
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" wide busy={themes.isPending}>
      {body}
    </AdminPage>
  )
}
