import { trpc } from './trpc'

type Utils = ReturnType<typeof trpc.useUtils>

/** Anything of tRPC's utils with `invalidate()`: a router (`utils.admin.materials`) or one procedure. */
interface Invalidatable {
  invalidate: () => Promise<void>
}

/**
 * A mutation's `onSuccess` that invalidates reads by operation, never by hand-built query keys:
 * `pick` names the routers (or procedures) whose cached reads the change makes stale, e.g. the
 * admin list and the visitor reads that show the resource. Awaited, so the mutation stays pending
 * until they are fresh.
 *
 * ```ts
 * const invalidate = useInvalidate((utils) => [utils.admin.materials, utils.categories, utils.sections])
 * const save = trpc.admin.materials.update.useMutation({ onSuccess: invalidate })
 * ```
 */
export function useInvalidate(pick: (utils: Utils) => Invalidatable | readonly Invalidatable[]): () => Promise<void> {
  const utils = trpc.useUtils()
  return async () => {
    const picked = pick(utils)
    const targets = isList(picked) ? picked : [picked]
    await Promise.all(targets.map((target) => target.invalidate()))
  }
}

const isList = (value: Invalidatable | readonly Invalidatable[]): value is readonly Invalidatable[] => Array.isArray(value)
