import { useAtomValue } from 'jotai'
import { useWatch } from 'react-hook-form'
import { quotedList } from '@/i18n/quotes'
import { languageAtom } from '@/session/session-atoms'
import type { PartKind } from './save-popup'
import { usePopupsT } from './popups-messages'
import { useAllPopups } from './use-all-popups'
import styles from './popups.module.css'

const idsOf = { texts: 'textIds', buttons: 'buttonIds', linkLists: 'linkListIds' } as const

/** Parts may be shared between popups (the seed shares buttons and lists): editing one changes it in all of them, so say so. */
export function SharedNote({ kind, path, popupId }: { kind: PartKind; path: string; popupId?: number }) {
  const t = usePopupsT()
  const language = useAtomValue(languageAtom)
  const id = useWatch({ name: `${path}.id` }) as number | undefined
  const popups = useAllPopups()
  if (id === undefined) return null
  const others = (popups.data?.data ?? []).filter((popup) => popup.id !== popupId && popup[idsOf[kind]].includes(id))
  if (others.length === 0) return null
  return (
    <p className={styles.note}>
      {t('shared', {
        names: quotedList(
          others.map((popup) => popup.name),
          language,
        ),
      })}
    </p>
  )
}
