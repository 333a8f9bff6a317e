import { useFormContext } from 'react-hook-form'
import type { Theme, ThemeInput } from '@/api/contract/themes'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import { ActionMenu } from '@/features/admin/parts/controls/action-menu'
import { TrashIcon } from '@/features/admin/parts/controls/icons'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { ListRow } from '@/features/admin/parts/list/list-row'
import { useListT } from '@/features/admin/parts/list/list-messages'
import { useMayCall } from '@/features/admin/parts/role-check/may-call'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useThemeT } from './theme-messages'
import styles from './theme.module.css'

/** A saved theme as visitors would meet it: its scheme's page with a button in its colours (a line for its label, not text). */
function ThemeSwatch({ theme }: { theme: Theme }) {
  return (
    <span className={theme.type === 'dark' ? `${styles.swatch} ${styles.swatchDark}` : styles.swatch} aria-hidden="true">
      <span className={styles.swatchButton} style={{ background: theme.backgroundColor }}>
        <span className={styles.swatchLabel} style={{ background: theme.textColor }} />
      </span>
    </span>
  )
}

/**
 * The hub's other saved themes (visitors see only the first): each drawn as it looks, with what an
 * editor can do with it: take its colours into the form above (saved with it), or delete it.
 */
export function OtherThemes({ themes }: { themes: readonly Theme[] }) {
  const t = useThemeT()
  const tList = useListT()
  const notify = useNotify()
  const { setValue } = useFormContext<ThemeInput>()
  const mayTake = useMayCall('admin.themes.update')
  const mayDelete = useMayCall('admin.themes.delete')
  const confirmDelete = useConfirmDelete()
  const invalidate = useInvalidate((utils) => [utils.admin.themes, utils.themes])
  const remove = trpc.admin.themes.delete.useMutation({ onSuccess: invalidate })
  if (themes.length === 0) return null
  const nameOf = (theme: Theme) => t('others.name', { n: themes.indexOf(theme) + 2 })
  const take = (theme: Theme) => {
    const dirty = { shouldDirty: true, shouldValidate: true }
    setValue('type', theme.type, dirty)
    setValue('backgroundColor', theme.backgroundColor, dirty)
    setValue('textColor', theme.textColor, dirty)
    notify('info', t('others.taken', { name: nameOf(theme) }))
  }
  return (
    <FormSection title={t('others.title')}>
      <p className={styles.info}>{t('others.hint')}</p>
      <ul className={styles.rows} aria-label={t('others.title')}>
        {themes.map((theme) => (
          <li key={theme.id} className={styles.row}>
            <ListRow
              leading={<ThemeSwatch theme={theme} />}
              title={nameOf(theme)}
              meta={t(`type.${theme.type}`)}
              menu={
                (mayTake || mayDelete) && (
                  <ActionMenu
                    label={tList('list.actions', { title: nameOf(theme) })}
                    actions={[
                      mayTake && { label: t('others.take'), onSelect: () => take(theme) },
                      mayDelete && {
                        label: t('others.delete'),
                        icon: <TrashIcon />,
                        danger: true,
                        onSelect: () =>
                          void confirmDelete({
                            items: [theme],
                            titleOf: nameOf,
                            remove: (item) => remove.mutateAsync({ id: item.id }),
                            resource: 'themes',
                          }),
                      },
                    ]}
                  />
                )
              }
            />
          </li>
        ))}
      </ul>
    </FormSection>
  )
}
