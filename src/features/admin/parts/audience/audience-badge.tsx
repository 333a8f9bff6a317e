import { useWatch } from 'react-hook-form'
import type { Audienced } from '@/api/contract/audience'
import { StatusBadge } from '@/features/admin/parts/list/list-row'
import { useAudienceT } from './audience-messages'

/**
 * "Members" / "Teaser" beside a record in a list (nothing for everyone, nor where the backend has no
 * audiences): who sees it, and in its tooltip how outsiders meet a members-only one.
 */
export function AudienceBadge({ record }: { record: Audienced }) {
  const t = useAudienceT()
  if (record.audience === 'members') {
    const title = t(record.lockedDisplay === 'hidden' ? 'badgeTitle.membersHidden' : 'badgeTitle.members')
    return (
      <StatusBadge tone="accent" title={title}>
        {t('badge.members')}
      </StatusBadge>
    )
  }
  if (record.audience === 'outsiders') return <StatusBadge title={t('badgeTitle.outsiders')}>{t('badge.outsiders')}</StatusBadge>
  return null
}

/**
 * A popup's row in the list: "Members-only buttons" / "Teaser buttons" where any of its buttons (the
 * list's read carries them, with their audience) is not for everyone; the tooltip says how many.
 */
export function ButtonsAudienceBadges({ buttons }: { buttons: readonly Audienced[] }) {
  const t = useAudienceT()
  const members = buttons.filter((button) => button.audience === 'members').length
  const outsiders = buttons.filter((button) => button.audience === 'outsiders').length
  return (
    <>
      {members > 0 && (
        <StatusBadge tone="accent" title={t('buttonsBadgeTitle.members', { count: members })}>
          {t('buttonsBadge.members')}
        </StatusBadge>
      )}
      {outsiders > 0 && (
        <StatusBadge title={t('buttonsBadgeTitle.outsiders', { count: outsiders })}>{t('buttonsBadge.outsiders')}</StatusBadge>
      )}
    </>
  )
}

/** The badge of the record a form holds at `path` (a popup's button in the popup editor), as it is being edited. */
export function AudienceBadgeAt({ path }: { path: string }) {
  const [audience, lockedDisplay] = useWatch({ name: [`${path}.audience`, `${path}.lockedDisplay`] }) as [
    Audienced['audience'],
    Audienced['lockedDisplay'],
  ]
  return <AudienceBadge record={{ audience, lockedDisplay }} />
}
