import { useAtomValue } from 'jotai'
import type { AuditEntry } from '@/api/contract/audit-log'
import { useConfirm } from '@/features/admin/parts/shell/confirm'
import { useDiffT } from '@/features/admin/parts/diff/diff-messages'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useRefusalT } from '@/features/admin/parts/refusals/refusal-messages'
import { formatWhen } from '@/features/admin/parts/refusals/refusal-text'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import { languageAtom } from '@/session/session-atoms'
import { AsyncButton } from '@/ui/states/async-button'
import { useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { timeOf } from './day-groups'
import { entryHeadline, entryRecordName, hubPartNames } from './entry-name'
import { useHistoryT } from './history-messages'
import { HistoryValue } from './history-value'
import { describeChanges, type LinkedNames } from './history-values'
import { useRestore } from './use-restore'
import styles from './history.module.css'

/**
 * One audit entry: what was done to which record and by whom, its time (the day is the heading
 * above it), the fields it changed (before / after, drawn as people know them: names, swatches,
 * thumbnails) and "Вернуть" (with confirmation; a refusal worded by code).
 */
export function HistoryEntry({ entry, names }: { entry: AuditEntry; names: LinkedNames }) {
  const t = useHistoryT()
  const td = useDiffT()
  const tr = useRefusalT()
  const language = useAtomValue(languageAtom)
  const confirm = useConfirm()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const restore = useRestore()
  // Issue 28: restoring content needs an editor; access users, the hub's settings and imports (the hub as a whole) an owner.
  const mayRestore = useRoleAllows(entry.resource === 'admins' || entry.resource === 'navigation' ? 'owner' : 'editor')
  const changes = describeChanges(entry, { t, td, tr, language, names })
  const headline = entryHeadline(entry, t, tr)
  const onRestore = async () => {
    const sure = await confirm({ title: t('restoreTitle'), message: t('restoreText'), confirmLabel: t('restoreConfirm') })
    if (!sure) return
    try {
      await restore.mutateAsync({ id: entry.id })
      notify('success', t('restored'))
    } catch (error) {
      notify('error', t('restoreFailed', { reason: errorText(error) }))
    }
  }
  return (
    <article className={styles.entry} aria-labelledby={`history-entry-${entry.id}`}>
      <header className={styles.entryHeader}>
        <h4 id={`history-entry-${entry.id}`} className={styles.entryTitle}>
          {headline}
        </h4>
        <time dateTime={entry.at} className={styles.when} title={formatWhen(entry.at, language)}>
          {timeOf(entry.at, language)}
        </time>
      </header>
      {changes.length === 0 ? (
        <p className={styles.noFields}>{t('noFields')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.diff}>
            <thead>
              <tr>
                <th scope="col">{t('field')}</th>
                <th scope="col">{t('before')}</th>
                <th scope="col">{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.label}</th>
                  <td>
                    <HistoryValue part={change.before} />
                  </td>
                  <td>
                    <HistoryValue part={change.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entry.related.length > 0 && (
        <p className={styles.related}>
          {t('related', { records: entry.related.map((change) => entryRecordName(change, tr, hubPartNames(t))).join(', ') })}
        </p>
      )}
      {/* A statistics reset forgot its counters: there is nothing to put back (the server would refuse). */}
      {mayRestore && entry.resource !== 'stats' && (
        <div className={styles.entryActions}>
          <AsyncButton variant="secondary" className={styles.restore} onClick={onRestore} aria-label={t('restoreLabel')}>
            <span aria-hidden="true" className={styles.restoreIcon}>
              ↺
            </span>
            {t('restore')}
          </AsyncButton>
        </div>
      )}
    </article>
  )
}
