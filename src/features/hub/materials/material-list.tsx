import type { Material } from '@/api/contract/materials'
import type { StartScreen } from '@/api/contract/plain/start-param'
import { ShareSlot } from '@/features/hub/share/share-slot'
import { hasOpenableLink } from '@/features/hub/links/link-target'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { MaterialCards } from '@/parts/cards/material-list'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import { isGated } from '@/features/hub/audience/gated-item'
import { useOpenGated } from '@/features/hub/audience/use-open-gated'

interface MaterialListProps {
  materials: readonly Material[]
  label?: string
  priority?: boolean
  /** The screen they are shown on: a large card's share button links to it (a material has no screen of its own). */
  screen?: StartScreen
}

/**
 * Materials in their order, each in its display type; a material opens its first link (a locked or
 * coming one: audience/). A large card of a shareable material offers its own share button.
 */
export function MaterialList({ materials, label, priority, screen }: MaterialListProps) {
  const openLink = useOpenLink()
  const reportOpen = useReportOpen()
  const openGated = useOpenGated()
  return (
    <MaterialCards
      materials={materials}
      label={label}
      priority={priority}
      markOf={(material) => itemMarkOf(material)}
      actionOf={(material) =>
        screen &&
        !isGated(material) && (
          <ShareSlot compact target="material" id={material.id} title={material.title} screen={screen} shareable={material.shareable} />
        )
      }
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
