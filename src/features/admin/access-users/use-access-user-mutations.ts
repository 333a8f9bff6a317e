import { useStore } from 'jotai'
import { ApiError, apiErrorOf } from '@/api/api-error'
import type { Admin, AdminInput } from '@/api/contract/admins'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { usersAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { useAccessUsersT } from './access-users-messages'

/** Access users change only the admin's own lists (rights are looked up on every call). */
export function useAccessUserMutations() {
  const t = useAccessUsersT()
  const store = useStore()
  const appKey = useAppKey()
  const onSuccess = useInvalidate((utils) => utils.admin.admins)
  const create = trpc.admin.admins.create.useMutation({ onSuccess })
  const update = trpc.admin.admins.update.useMutation({ onSuccess })
  const remove = trpc.admin.admins.delete.useMutation({ onSuccess })
  const handOver = trpc.admin.admins.handOver.useMutation({ onSuccess })
  return {
    create: (input: AdminInput) => create.mutateAsync(input),
    // Issue 28: the last owner's refusal (409) belongs to the role they would lose: shown on that field.
    update: (id: number, input: AdminInput, version?: number) =>
      update.mutateAsync({ ...input, id, version }).catch((error: unknown) => {
        if (apiErrorOf(error)?.code !== 'last_owner') throw error
        throw new ApiError('bad-request', t('lastOwner'), { status: 422, fieldErrors: { role: [t('lastOwner')] } })
      }),
    remove: (admin: Admin) => remove.mutateAsync({ id: admin.id }),
    /** Makes `admin` an owner and the signed-in owner `myRole`; the session takes the new role at once. */
    handOver: async (admin: Admin, myRole: Exclude<AdminRoleName, 'owner'>) => {
      const result = await handOver.mutateAsync({ id: admin.id, role: myRole })
      store.set(usersAtom, (users) => {
        const me = users[appKey]
        return me ? { ...users, [appKey]: { ...me, role: myRole } } : users
      })
      return result
    },
  }
}
