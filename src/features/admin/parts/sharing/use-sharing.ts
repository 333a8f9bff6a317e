import { trpc } from '@/api/trpc'
import { retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'

/** The hub's sharing settings (`GET /admin/navigation`); a 404 (a backend without them) is not retried. */
export const useSharingSettings = () => trpc.admin.navigation.get.useQuery(undefined, { retry: retryUnlessUnsupported })
