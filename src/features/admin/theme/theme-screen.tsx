import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { Skeleton } from '@/ui/skeleton'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { ThemeForm } from './theme-form'
import { useThemeT } from './theme-messages'
import styles from './theme.module.css'
import { useAdminThemes } from './use-themes'

/** `/$appKey/admin/theme`: the hub's colour scheme and accent, with the hub previewed beside. */
export function ThemeScreen() {
  const t = useThemeT()
  const pending = (
    <div role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={120} radius="var(--radius-l)" />
      <Skeleton height={160} radius="var(--radius-l)" />
    </div>
  )
  const edit = useRecordEdit({
    resource: 'themes',
    query: useAdminThemes(),
    // The hub's theme is its first; the others are listed under its form (other-themes.tsx).
    recordOf: ({ data: [first = null] }) => first,
    listTo: '/$appKey/admin',
  })
  return (
    <EditScreen
      edit={edit}
      title={t('title')}
      errorTitle={t('loadFailed')}
      pending={pending}
      intro={({ data: [first] }) => first === undefined && <p className={styles.info}>{t('empty')}</p>}
    >
      {({ data: [, ...others] }, theme) => <ThemeForm theme={theme} others={others} />}
    </EditScreen>
  )
}
