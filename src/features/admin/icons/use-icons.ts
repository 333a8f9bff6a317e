import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { useInvalidate } from '@/api/use-invalidate'
import { retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'

export const ICONS_PAGE_SIZE = 60

/** One page of the uploaded icons (GET /admin/files?filter[type]=icon). */
const iconsInput = (page: number) => ({
  filter: { type: 'icon' as const },
  pagination: { offset: (page - 1) * ICONS_PAGE_SIZE, limit: ICONS_PAGE_SIZE },
})
export const useIcons = (page: number) =>
  trpc.admin.files.list.useQuery(iconsInput(page), { placeholderData: keepPreviousData, retry: retryUnlessUnsupported })
export const prefetchIcons = (utils: TrpcUtils, page = 1) => utils.admin.files.list.prefetch(iconsInput(page))

/** Where an icon shows: counts only (one row each), never the records. */
export function useIconUsage() {
  const utils = trpc.useUtils()
  return async (iconId: number) => {
    const one = { pagination: { offset: 0, limit: 1 } }
    const [materials, categories] = await Promise.all([
      utils.admin.materials.list.fetch({ ...one, filter: { iconId } }),
      utils.admin.categories.list.fetch({ ...one, filter: { iconId } }),
    ])
    return { materials: materials.meta.total, categories: categories.meta.total }
  }
}

/** Deleting an icon leaves whatever showed it without one: admin lists and visitor reads alike. */
export function useDeleteIcon() {
  const onSuccess = useInvalidate((utils) => [
    utils.admin.files,
    utils.admin.materials,
    utils.admin.categories,
    utils.admin.linkLists,
    utils.categories,
    utils.sections,
    utils.buttons,
    utils.banners,
  ])
  const remove = trpc.admin.files.delete.useMutation({ onSuccess })
  return (id: number) => remove.mutateAsync({ id })
}

/** After uploads: the icon lists (the screen's and the pickers') refetch. */
export const useIconsUploaded = () => useInvalidate((utils) => utils.admin.files)
