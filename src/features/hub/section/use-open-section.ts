import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Section } from '@/api/contract/sections'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { useOpenGated } from '@/features/hub/audience/use-open-gated'
import type { GatedItem } from '@/features/hub/audience/gated-item'

type OpenableSection = Pick<Section, 'id' | 'title' | 'roadType' | 'links'> & GatedItem

/** SPEC 2: a section with road type material goes to section/{id}; otherwise it follows its own link. */
export function useOpenSection() {
  const openLink = useOpenLink()
  const navigate = useNavigate()
  const appKey = useAppKey()
  const reportOpen = useReportOpen()
  const openGated = useOpenGated()
  return useCallback(
    (section: OpenableSection) => {
      // A locked section: the "join the channel" sheet (sections have no window, so never coming).
      if (section.locked === true && openGated(section, section.title, 'category')) return
      reportOpen('section', section.id)
      if (section.roadType !== 'material') {
        openLink(section.links)
        return
      }
      impactLight()
      void navigate({ to: '/$appKey/section/$id', params: { appKey, id: section.id } })
    },
    [openLink, navigate, appKey, reportOpen, openGated],
  )
}

export function canOpenSection(section: OpenableSection): boolean {
  return section.locked === true || section.roadType === 'material' || hasOpenableLink(section.links)
}
