import { useId } from 'react'
import type { LinkList } from '@/api/contract/link-lists'
import type { Material } from '@/api/contract/materials'
import { MaterialCards } from '@/parts/cards/material-list'
import press from '@/parts/cards/press.module.css'
import { ExternalIcon } from '@/ui/external-icon'
import { Image } from '@/ui/image'
import { isSafeUrl } from '@/api/contract/plain/safe-url'
import { VisuallyHidden } from '@/ui/visually-hidden'
import styles from './popup-sheet.module.css'

export interface PopupLinkListProps {
  list: Pick<LinkList, 'title' | 'titleAlign' | 'type' | 'localLinks' | 'materials'>
  /** Said after each local link's title to screen readers ("opens in a new tab"). */
  newTabLabel: string
  /** What tapping a local link does (the hub opens it outside the app; a preview may do nothing). */
  onOpenUrl?: (url: string, localLinkId?: number) => void
  onOpenMaterialOf?: (material: Material) => (() => void) | undefined
}

/** A titled list in the sheet: materials as material cards, or local links with icons opening outside the app. */
export function PopupLinkList({ list, newTabLabel, onOpenUrl, onOpenMaterialOf }: PopupLinkListProps) {
  const titleId = useId()
  const title = (
    <h3 id={titleId} className={[styles.listTitle, list.titleAlign === 'center' && styles.center].filter(Boolean).join(' ')}>
      {list.title}
    </h3>
  )
  if (list.type === 'materials') {
    const materials = list.materials ?? []
    if (materials.length === 0) return null
    return (
      <section aria-labelledby={titleId}>
        {title}
        <MaterialCards materials={materials} onOpenOf={onOpenMaterialOf} />
      </section>
    )
  }
  // CONTRACT: only http, https and tg links are ever rendered as links.
  const links = list.localLinks.filter((link) => isSafeUrl(link.url))
  if (links.length === 0) return null
  return (
    <section aria-labelledby={titleId}>
      {title}
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li key={link.id || `new-${String(index)}`}>
            <a
              className={`${press.pressable} ${styles.link}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault()
                onOpenUrl?.(link.url, link.id || undefined)
              }}
            >
              <span className={styles.linkIcon}>{link.icon && <Image src={link.icon.url} alt="" width={28} height={28} />}</span>
              <span className={styles.linkTitle}>
                {link.title}
                <VisuallyHidden> {newTabLabel}</VisuallyHidden>
              </span>
              <ExternalIcon className={styles.external} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
