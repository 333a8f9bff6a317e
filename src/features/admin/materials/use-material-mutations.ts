import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import type { Material, MaterialInput } from '@/api/contract/materials'
import { storedLinksAndSchedule } from '@/features/admin/parts/pickers/link-set-field'
import { storedVisibility } from '@/features/admin/parts/audience/visibility-values'

/** A stored material as its write payload (PUT replaces the whole record). */
export function materialToInput(material: Material): MaterialInput {
  return {
    title: material.title,
    description: material.description,
    isActive: material.isActive,
    displayType: material.displayType,
    imageId: material.imageId,
    iconId: material.iconId,
    ...storedLinksAndSchedule(material),
    ...storedVisibility(material),
  }
}

/**
 * A material change shows in the admin's lists and in every visitor read that embeds materials; a
 * delete also leaves the admin's categories and sections (they list material ids).
 */
const useMaterialsInvalidate = () =>
  useInvalidate((utils) => [
    utils.admin.materials,
    utils.admin.linkLists,
    utils.admin.categories,
    utils.admin.sections,
    utils.categories,
    utils.sections,
    utils.buttons,
    utils.banners,
  ])

export function useMaterialMutations() {
  const onSuccess = useMaterialsInvalidate()
  const create = trpc.admin.materials.create.useMutation({ onSuccess })
  const update = trpc.admin.materials.update.useMutation({ onSuccess })
  const remove = trpc.admin.materials.delete.useMutation({ onSuccess })
  return {
    create: (input: MaterialInput) => create.mutateAsync(input),
    update: (id: number, input: MaterialInput, version?: number) => update.mutateAsync({ ...input, id, version }),
    setActive: (material: Material, isActive: boolean) => update.mutateAsync({ ...materialToInput(material), isActive, id: material.id }),
    remove: (material: Material) => remove.mutateAsync({ id: material.id }),
  }
}
