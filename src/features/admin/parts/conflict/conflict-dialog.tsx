import { useMemo } from 'react'
import { useAtomValue } from 'jotai'
import { useLabelOf } from '@/features/admin/parts/field-frame/field-labels'
import { useDiffT } from '@/features/admin/parts/diff/diff-messages'
import { diffRecords, fieldLabelOf, formatValue } from '@/features/admin/parts/diff/record-diff'
import { useRefusalT } from '@/features/admin/parts/refusals/refusal-messages'
import { formatWhen } from '@/features/admin/parts/refusals/refusal-text'
import { languageAtom } from '@/session/session-atoms'
import buttons from '@/ui/button.module.css'
import { Modal } from '@/ui/modal'
import { useConflictT } from './conflict-messages'
import styles from './conflict.module.css'

interface ConflictDialogProps {
  /** Who wrote the stored version last (null: nobody on record). */
  changedBy: { userName: string; at: string } | null
  /** The admin's values and the stored record, both in the form's shape. */
  mine: Record<string, unknown>
  theirs: Record<string, unknown>
  onKeepMine: () => void
  onTakeTheirs: () => void
  onClose: () => void
}

/**
 * 409 edit_conflict: who changed the record, what differs field by field between the admin's
 * values and the stored ones, and the two ways on. Closing it keeps the form as it is.
 */
export function ConflictDialog({ changedBy, mine, theirs, onKeepMine, onTakeTheirs, onClose }: ConflictDialogProps) {
  // Rendered inside the form's label provider: fields are named as the form names them.
  const labelOf = useLabelOf()
  const t = useConflictT()
  const td = useDiffT()
  const tr = useRefusalT()
  const language = useAtomValue(languageAtom)
  const changes = useMemo(() => diffRecords(theirs, mine), [theirs, mine])
  const who = changedBy
    ? tr('refusal.edit_conflict', { who: changedBy.userName || tr('unknownWho'), when: formatWhen(changedBy.at, language) })
    : tr('refusal.edit_conflict.nobody')
  return (
    <Modal open onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <p className={styles.who}>{who}</p>
      {changes.length === 0 ? (
        <p>{t('nothingDiffers')}</p>
      ) : (
        <>
          <p id="conflict-differs">{t('differs')}</p>
          <div className={styles.scroll}>
            <table className={styles.table} aria-describedby="conflict-differs">
              <thead>
                <tr>
                  <th scope="col">{t('field')}</th>
                  <th scope="col">{t('mine')}</th>
                  <th scope="col">{t('theirs')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{labelOf(change.field) ?? fieldLabelOf(change.field, td)}</th>
                    <td>{formatValue(change.after, td)}</td>
                    <td>{formatValue(change.before, td)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className={styles.hint}>{t('keepHint')}</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onTakeTheirs}>
          {t('takeTheirs')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onKeepMine} data-autofocus="">
          {t('keepMine')}
        </button>
      </div>
    </Modal>
  )
}
