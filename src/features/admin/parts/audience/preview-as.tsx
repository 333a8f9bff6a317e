import { useState, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { audienceAccess, type Audience, type AudienceAccess, type Audienced, type LockedDisplay } from '@/api/contract/plain/audience-rule'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import fieldStyles from '@/features/admin/parts/field-frame/fields.module.css'
import { useAudienceT } from './audience-messages'
import styles from './audience.module.css'

type Viewer = 'member' | 'outsider'

/** "Preview as: channel member / outsider", as wide as its words (two equal halves cut "Участник канала" on a phone). */
function ViewerSwitch({ viewer, onChange }: { viewer: Viewer; onChange: (viewer: Viewer) => void }) {
  const t = useAudienceT()
  return (
    <SegmentedControl<Viewer>
      label={t('previewAs')}
      options={[
        { value: 'member', label: t('asMember') },
        { value: 'outsider', label: t('asOutsider') },
      ]}
      value={viewer}
      onChange={onChange}
    />
  )
}

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
      <ViewerSwitch viewer={viewer} onChange={setViewer} />
      {access === 'hidden' ? (
        <p className={fieldStyles.hint}>{t(`previewHidden.${viewer}`)}</p>
      ) : (
        children(access === 'locked' ? <span className={styles.lock} role="img" aria-label={t('previewLock')} /> : undefined)
      )}
    </div>
  )
}

/** Where each record of a preview stands for the viewer chosen. */
export type AccessOf = (record: Audienced) => AudienceAccess

/**
 * USAGE (Audience part): a live preview of several records at once (the banners' carousel, a
 * popup's sheet), lazily through `PreviewForViewers` (preview-for-viewers.tsx). The switch, then the
 * preview drawn for that viewer (`accessOf` by the server's rule: leave out what is `hidden`, draw
 * the locked stub of what is `locked`), then how many of `records` (those the preview would show to
 * everyone) the viewer meets locked, and how many not at all.
 */
export function PreviewAsViewer({ records, children }: { records: readonly Audienced[]; children: (accessOf: AccessOf) => ReactNode }) {
  const t = useAudienceT()
  const [viewer, setViewer] = useState<Viewer>('outsider')
  const accessOf: AccessOf = (record) => audienceAccess(record, viewer === 'member')
  const count = (access: AudienceAccess) => records.filter((record) => accessOf(record) === access).length
  const locked = count('locked')
  const hidden = count('hidden')
  return (
    <div className={styles.previewAs}>
      <ViewerSwitch viewer={viewer} onChange={setViewer} />
      {children(accessOf)}
      {(locked > 0 || hidden > 0) && (
        <p className={fieldStyles.hint} data-testid="preview-as-counts">
          {[locked > 0 && t('previewCount.locked', { count: locked }), hidden > 0 && t(`previewCount.hidden.${viewer}`, { count: hidden })]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
    </div>
  )
}
