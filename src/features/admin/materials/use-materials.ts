import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { listInput } from '@/features/admin/parts/list/list-input'
import type { ListSearch } from '@/features/admin/parts/list/list-search'

/** The materials list: one page of the filtered list (never all of them), the route's search in. */
const materialsListInput = (search: ListSearch) => listInput(search, undefined, true)
export const useMaterialsList = (search: ListSearch) =>
  trpc.admin.materials.list.useQuery(materialsListInput(search), { placeholderData: keepPreviousData })
export const prefetchMaterialsList = (utils: TrpcUtils, search: ListSearch) =>
  utils.admin.materials.list.prefetch(materialsListInput(search))

/** One material, for its edit form. */
const materialInputOf = (id: number) => ({ id })
export const useMaterial = (id: number) => trpc.admin.materials.get.useQuery(materialInputOf(id))
export const prefetchMaterial = (utils: TrpcUtils, id: number) => utils.admin.materials.get.prefetch(materialInputOf(id))
