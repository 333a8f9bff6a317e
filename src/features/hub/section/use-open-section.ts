import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import type { Section } from '@/api/contract/sections'
import { appKeyAtom } from '@/session/session-atoms'
import { impactLight } from '@/messenger/haptics'
import { hasOpenableLink } from '@/features/hub/links/link-action'
import { useOpenLink } from '@/features/hub/links/use-open-link'

export type OpenableSection = Pick<Section, 'id' | 'roadType' | 'links'>

/** SPEC 2: a section with road type material goes to section/{id}; otherwise it follows its own link. */
export function useOpenSection() {
  const openLink = useOpenLink()
  const navigate = useNavigate()
  const appKey = useAtomValue(appKeyAtom)
  return useCallback(
    (section: OpenableSection) => {
      if (section.roadType !== 'material') {
        openLink(section.links)
        return
      }
      impactLight()
      if (appKey) void navigate({ href: `/${encodeURIComponent(appKey)}/section/${section.id}` })
    },
    [openLink, navigate, appKey],
  )
}

export function canOpenSection(section: OpenableSection): boolean {
  return section.roadType === 'material' || hasOpenableLink(section.links)
}
