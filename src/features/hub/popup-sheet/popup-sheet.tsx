import type { Popup } from '@/api/contract/popups'
import { BottomSheet } from '@/ui/bottom-sheet'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen, type ReportOpen } from '@/features/hub/opens/use-report-open'
import { PopupContent, PopupCover } from '@/parts/popup/popup-content'

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
        onOpenMaterialOf={openerOf(openLink, reportOpen, 'material')}
        onPressOf={openerOf(openLink, reportOpen, 'button')}
      />
    </BottomSheet>
  )
}
