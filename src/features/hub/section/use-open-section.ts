import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Section } from '@/api/contract/sections'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'

type OpenableSection = Pick<Section, 'id' | 'roadType' | 'links'>

/** SPEC 2: a section with road type material goes to section/{id}; otherwise it follows its own link. */
export function useOpenSection() {
  const openLink = useOpenLink()
  const navigate = useNavigate()
  const appKey = useAppKey()
  const reportOpen = useReportOpen()
  return useCallback(
    (section: OpenableSection) => {
      reportOpen('section', section.id)
      if (section.roadType !== 'material') {
        openLink(section.links)
        return
      }
      impactLight()
      void navigate({ to: '/$appKey/section/$id', params: { appKey, id: section.id } })
    },
    [openLink, navigate, appKey, reportOpen],
  )
}

export function canOpenSection(section: OpenableSection): boolean {
  return section.roadType === 'material' || hasOpenableLink(section.links)
}
