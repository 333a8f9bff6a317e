import type { Popup } from '@/api/contract/popups'
import { BottomSheet } from '@/ui/bottom-sheet'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen, type ReportOpen } from '@/features/hub/opens/use-report-open'
import { PopupContent, PopupCover } from '@/parts/popup/popup-content'
import { isGated, type GatedItem } from '@/features/hub/audience/gated-item'
import { useOpenGated } from '@/features/hub/audience/use-open-gated'

interface PopupSheetProps {
  popup: Popup
  open: boolean
  onClose: () => void
}

const openerOf =
  (openLink: ReturnType<typeof useOpenLink>, reportOpen: ReportOpen, target: 'button' | 'material') =>
  (item: { id: number; links: Popup['buttons'][number]['links'] }) =>
    hasOpenableLink(item.links) ? () => (openLink(item.links), reportOpen(target, item.id)) : undefined

/** A popup in the bottom sheet: cover, title, texts, link lists (materials or local links), buttons. */
export function PopupSheet({ popup, open, onClose }: PopupSheetProps) {
  const t = useMessages(detailMessages)
  const openLink = useOpenLink()
  const reportOpen = useReportOpen()
  const openGated = useOpenGated()
  const opener = (target: 'button' | 'material') => {
    const open = openerOf(openLink, reportOpen, target)
    // A locked or coming button (or material) of the popup: its sheet replaces this one.
    return (item: GatedItem & { links: Popup['buttons'][number]['links']; text?: string; title?: string }) =>
      isGated(item) ? () => (onClose(), openGated(item, item.text ?? item.title ?? '', target)) : open(item)
  }
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={popup.title ?? popup.name}
      hideTitle={!popup.title}
      titleAlign={popup.titleAlign}
      closeLabel={t('common.close')}
      media={popup.image && <PopupCover url={popup.image.url} />}
    >
      <PopupContent
        texts={popup.texts}
        linkLists={popup.linkLists}
        buttons={popup.buttons}
        newTabLabel={t('link.opensInNewTab')}
        onOpenUrl={(url, localLinkId) => {
          openLink([{ linkType: 'external', externalUrl: url, internalUrl: null }])
          if (localLinkId) reportOpen('local_link', localLinkId)
        }}
        onOpenMaterialOf={opener('material')}
        onPressOf={opener('button')}
      />
    </BottomSheet>
  )
}
