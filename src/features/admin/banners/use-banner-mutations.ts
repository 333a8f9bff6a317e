import type { Banner, BannerInput } from '@/api/contract/banners'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { storedLinksAndSchedule } from '@/features/admin/parts/pickers/link-set-field'
import { storedVisibility } from '@/features/admin/parts/audience/visibility-values'
import { nameOf } from './banner-name'

/** A stored banner as its write payload (PUT replaces the whole record). */
export function bannerToInput(banner: Banner): BannerInput {
  return {
    name: nameOf(banner),
    isActive: banner.isActive,
    imageId: banner.imageId,
    ...storedLinksAndSchedule(banner),
    ...storedVisibility(banner),
  }
}

/** A banner change shows in the admin's list and on Home (`banners.list`). */
export function useBannerMutations() {
  const onSuccess = useInvalidate((utils) => [utils.admin.banners, utils.banners])
  const create = trpc.admin.banners.create.useMutation({ onSuccess })
  const update = trpc.admin.banners.update.useMutation({ onSuccess })
  const remove = trpc.admin.banners.delete.useMutation({ onSuccess })
  // Settled, not only succeeded: a stale order (409 edit_conflict) reloads the list it was made on.
  const order = trpc.admin.banners.order.useMutation({ onSettled: onSuccess })
  return {
    create: (input: BannerInput) => create.mutateAsync(input),
    update: (id: number, input: BannerInput, version?: number) => update.mutateAsync({ ...input, id, version }),
    setActive: (banner: Banner, isActive: boolean) => update.mutateAsync({ ...bannerToInput(banner), isActive, id: banner.id }),
    remove: (banner: Banner) => remove.mutateAsync({ id: banner.id }),
    order: (ids: number[], orderVersion?: number) => order.mutateAsync({ bannersOrder: ids, orderVersion }),
  }
}
