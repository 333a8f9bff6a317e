import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import type { Category } from '@/api/contract/categories'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import { videoAtom } from '@/features/hub/links/overlay-atoms'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'

type OpenableCategory = Pick<Category, 'id' | 'title' | 'roadType' | 'video' | 'links'>

/** SPEC 2: link road type opens its first link (popups in the sheet), video opens the player, the rest go to detail. */
export function useOpenCategory() {
  const openLink = useOpenLink()
  const navigate = useNavigate()
  const appKey = useAppKey()
  const setVideo = useSetAtom(videoAtom)
  const reportOpen = useReportOpen()

  return useCallback(
    (category: OpenableCategory) => {
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
    [openLink, navigate, appKey, setVideo, reportOpen],
  )
}
