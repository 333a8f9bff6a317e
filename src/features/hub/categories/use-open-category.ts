import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import type { Category } from '@/api/contract/categories'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import { videoAtom } from '@/features/hub/links/overlay-atoms'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { useOpenGated } from '@/features/hub/audience/use-open-gated'
import type { GatedItem } from '@/features/hub/audience/gated-item'

type OpenableCategory = Pick<Category, 'id' | 'title' | 'roadType' | 'video' | 'links'> & GatedItem

/**
 * SPEC 2: link road type opens its first link (popups in the sheet), video opens the player, the rest go to detail.
 * A locked or coming category offers joining the channel or "Notify me" instead (audience/).
 */
export function useOpenCategory() {
  const openLink = useOpenLink()
  const navigate = useNavigate()
  const appKey = useAppKey()
  const setVideo = useSetAtom(videoAtom)
  const reportOpen = useReportOpen()
  const openGated = useOpenGated()

  return useCallback(
    (category: OpenableCategory) => {
      if (openGated(category, category.title, 'category')) return
      reportOpen('category', category.id)
      if (category.roadType === 'link' && category.links.length > 0) {
        openLink(category.links)
        return
      }
      impactLight()
      if (category.roadType === 'video' && category.video) {
        setVideo({ title: category.title, url: category.video, open: true })
        return
      }
      void navigate({ to: '/$appKey/category/$id', params: { appKey, id: category.id } })
    },
    [openLink, navigate, appKey, setVideo, reportOpen, openGated],
  )
}
