import { EmptyState } from '@/ui/states/empty-state'
import type { CapabilityName } from '@/features/admin/parts/capability/capabilities'
import { useUnsupportedT } from './unsupported-messages'

export interface UnsupportedNoticeProps {
  capability: CapabilityName
  /**
   * - `state`: a screen's body (its title and reason, as an empty state)
   * - `note`: one paragraph in a panel or section ("Title. Reason.")
   * - `short`: a few words, for the index's row
   */
  variant: 'state' | 'note' | 'short'
  className?: string
  id?: string
}

/** The one wording of "this backend does not have it" (loaded only when one does not: parts/capability). */
export default function UnsupportedNotice({ capability, variant, className, id }: UnsupportedNoticeProps) {
  const t = useUnsupportedT()
  if (variant === 'state') return <EmptyState title={t(`${capability}.title`)} message={t(`${capability}.why`)} />
  if (variant === 'short')
    return (
      <span id={id} className={className}>
        {t(`${capability}.short`)}
      </span>
    )
  return (
    <p id={id} className={className}>
      {t(`${capability}.title`)}. {t(`${capability}.why`)}
    </p>
  )
}

/** The form's one note of what its backend drops (the fields it does not offer, and why). */
export function FormCapabilitiesNote({ missing, className }: { missing: readonly CapabilityName[]; className?: string }) {
  const t = useUnsupportedT()
  return (
    <section className={className} aria-label={t('formTitle')}>
      {missing.map((capability) => (
        <p key={capability}>
          <strong>{t(`${capability}.title`)}.</strong> {t(`${capability}.why`)}
        </p>
      ))}
    </section>
  )
}
