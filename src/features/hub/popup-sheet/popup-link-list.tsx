import type { LinkList } from '@/api/contract/link-lists'
import { useId } from 'react'
import { Image } from '@/ui/image'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { isSafeLinkUrl } from '@/features/hub/links/link-action'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { MaterialList } from '@/features/hub/materials/material-list'
import press from '@/parts/cards/press.module.css'
import styles from './popup-sheet.module.css'

const ExternalIcon = () => (
  <svg className={styles.external} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M5 2H2v10h10V9M8 2h4v4M12 2L6 8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** A titled list in the sheet: materials as material cards, or local links with icons opening outside the app. */
export function PopupLinkList({ list }: { list: LinkList }) {
  const openLink = useOpenLink()
  const t = useMessages(detailMessages)
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
        <MaterialList materials={materials} />
      </section>
    )
  }
  const links = list.localLinks.filter((link) => isSafeLinkUrl(link.url))
  if (links.length === 0) return null
  return (
    <section aria-labelledby={titleId}>
      {title}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              className={`${press.pressable} ${styles.link}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault()
                openLink([{ linkType: 'external', externalUrl: link.url, internalUrl: null }])
              }}
            >
              <span className={styles.linkIcon}>
                {link.icon && <Image src={link.icon.url} alt="" width={28} height={28} />}
              </span>
              <span className={styles.linkTitle}>
                {link.title}
                <VisuallyHidden> {t('link.opensInNewTab')}</VisuallyHidden>
              </span>
              <ExternalIcon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
