import type { Material } from '@/api/contract/materials'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { MaterialCards } from '@/parts/cards/material-list'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import { isGated } from '@/features/hub/audience/gated-item'
import { useOpenGated } from '@/features/hub/audience/use-open-gated'

/** Materials in their order, each in its display type; a material opens its first link (a locked or coming one: audience/). */
export function MaterialList({ materials, label, priority }: { materials: readonly Material[]; label?: string; priority?: boolean }) {
  const openLink = useOpenLink()
  const reportOpen = useReportOpen()
  const openGated = useOpenGated()
  return (
    <MaterialCards
      materials={materials}
      label={label}
      priority={priority}
      markOf={(material) => itemMarkOf(material)}
      onOpenOf={(material) =>
        isGated(material)
          ? () => openGated(material, material.title, 'material')
          : hasOpenableLink(material.links)
            ? () => (openLink(material.links), reportOpen('material', material.id))
            : undefined
      }
    />
  )
}
