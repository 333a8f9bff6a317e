import type { Admin, AdminInput } from '@/api/contract/admins'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'

/** Access users change only the admin's own lists (rights are looked up on every call). */
export function useAccessUserMutations() {
  const onSuccess = useInvalidate((utils) => utils.admin.admins)
  const create = trpc.admin.admins.create.useMutation({ onSuccess })
  const update = trpc.admin.admins.update.useMutation({ onSuccess })
  const remove = trpc.admin.admins.delete.useMutation({ onSuccess })
  return {
    create: (input: AdminInput) => create.mutateAsync(input),
    update: (id: number, input: AdminInput, version?: number) => update.mutateAsync({ ...input, id, version }),
    remove: (admin: Admin) => remove.mutateAsync({ id: admin.id }),
  }
}
