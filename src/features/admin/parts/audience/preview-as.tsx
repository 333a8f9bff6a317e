import { useState, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { audienceAccess, type Audience, type LockedDisplay } from '@/api/contract/plain/audience-rule'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import fieldStyles from '@/features/admin/parts/field-frame/fields.module.css'
import { useAudienceT } from './audience-messages'
import styles from './audience.module.css'

type Viewer = 'member' | 'outsider'

/**
 * USAGE (Audience part): a form's live preview of a record that is not for everyone, lazily:
 *   <PreviewAs>{(lock) => <Card ... mark={lock} />}</PreviewAs>
 * "Preview as: channel member / outsider", by the server's rule (contract/plain/audience-rule.ts):
 * `lock` is the padlock where that viewer meets the record locked (draw its locked stub: title and
 * icon only), undefined where it opens; where that viewer does not see it at all, a line says so.
 */
export default function PreviewAs({ children }: { children: (lock: ReactNode) => ReactNode }) {
  const t = useAudienceT()
  const [audience, lockedDisplay] = useWatch({ name: ['audience', 'lockedDisplay'] }) as [Audience | undefined, LockedDisplay | undefined]
  const [viewer, setViewer] = useState<Viewer>('outsider')
  if (audience !== 'members' && audience !== 'outsiders') return children(undefined)
  const access = audienceAccess({ audience, lockedDisplay }, viewer === 'member')
  return (
    <div className={styles.previewAs}>
      <SegmentedControl<Viewer>
        label={t('previewAs')}
        options={[
          { value: 'member', label: t('asMember') },
          { value: 'outsider', label: t('asOutsider') },
        ]}
        value={viewer}
        onChange={setViewer}
        block
      />
      {access === 'hidden' ? (
        <p className={fieldStyles.hint}>{t(`previewHidden.${viewer}`)}</p>
      ) : (
        children(access === 'locked' ? <span className={styles.lock} role="img" aria-label={t('previewLock')} /> : undefined)
      )}
    </div>
  )
}
