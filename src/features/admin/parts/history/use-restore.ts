import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'

/** Restore puts a record back (and what referred to it): any read may have changed, the visitor's too. */
export function useRestore() {
  const invalidate = useInvalidate((utils) => utils)
  return trpc.admin.auditLog.restore.useMutation({ onSuccess: invalidate })
}
