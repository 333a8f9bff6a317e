import { AdminPage, OneRecordForm } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { ThemeForm } from './theme-form'
import { useThemeT } from './theme-messages'
import styles from './theme.module.css'
import { useAdminThemes } from './use-themes'

/** `/$appKey/admin/theme`: the hub's colour scheme and accent, with the hub previewed beside. */
export function ThemeScreen() {
  const t = useThemeT()
  const themes = useAdminThemes()
  const pending = (
    <div role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={120} radius="var(--radius-l)" />
      <Skeleton height={160} radius="var(--radius-l)" />
    </div>
  )
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" wide busy={themes.isPending}>
      <QueryState query={themes} pending={pending} errorTitle={t('loadFailed')}>
        {({ data: [first = null, ...others] }) => (
          <>
            {first === null && <p className={styles.info}>{t('empty')}</p>}
            {others.length > 0 && <p className={styles.info}>{t('others', { count: others.length })}</p>}
            <OneRecordForm resource="themes" record={first}>
              <ThemeForm theme={first} />
            </OneRecordForm>
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
