import type { Material } from '@/api/contract/materials'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { MaterialCards } from '@/parts/cards/material-list'

/** Materials in their order, each in its display type; a material opens its first link. */
export function MaterialList({ materials, label, priority }: { materials: readonly Material[]; label?: string; priority?: boolean }) {
  const openLink = useOpenLink()
  const reportOpen = useReportOpen()
  return (
    <MaterialCards
      materials={materials}
      label={label}
      priority={priority}
      onOpenOf={(material) =>
        hasOpenableLink(material.links) ? () => (openLink(material.links), reportOpen('material', material.id)) : undefined
      }
    />
  )
}
