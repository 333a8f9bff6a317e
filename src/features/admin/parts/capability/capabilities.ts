/**
 * USAGE (Capability part): how the admin meets a backend that lacks something beyond SPEC.md section 7.
 *   const stats = useCapability('stats')          // 'supported' | 'unsupported' | 'unknown'
 *   <QueryState query={...} capability="stats">   // a read of the call: its 404 draws the capability's notice
 *   <UnsupportedNotice capability="auditLog" />    // the one wording of "this backend does not have it"
 * A new feature beyond SPEC 7 adds ONE entry to `CAPABILITIES` (a call to probe, or a field its records
 * carry) and its title and reason to ../unsupported/unsupported-messages.ts; its screens, links and
 * fields then ask `useCapability` and hide themselves, saying why once.
 *
 * The probe runs once per hub (its answer lives in the hub's own query cache, never stale once
 * decided) and shares its read with the screens: the stats probe is the index row's count and the
 * statistics screen's default range, the audit log's is the index row's total.
 */
import { useQueries } from '@tanstack/react-query'
import { apiErrorOf } from '@/api/api-error'
import type { CollectionResource, FormResource } from '@/api/contract/plain/resources'
import { trpc } from '@/api/trpc'
import { defaultStatsRange, statsInput } from '@/features/admin/parts/stats/stats-input'

type TrpcUtils = ReturnType<typeof trpc.useUtils>

/**
 * The one predicate: a call beyond SPEC 7 answered 404, so the backend does not have it (as opposed
 * to a record that is not there, which only a call with an id can answer). Only for such calls.
 */
export const isUnsupported = (error: unknown): boolean => apiErrorOf(error)?.status === 404

/** No retry for an unsupported call (it will not change); one for the rest, as every read. */
export const retryUnlessUnsupported = (failures: number, error: unknown) => !isUnsupported(error) && failures < 1

/** The newest entry of a list: enough to know the call is there (and, for the audit log, its total). */
export const FIRST_ONLY = { pagination: { offset: 0, limit: 1 } }

/** The newest uploaded icon: the icons' probe, which is also the admin index's count of icons. */
export const FIRST_ICON_ONLY = { ...FIRST_ONLY, filter: { type: 'icon' as const } }

/**
 * A call beyond SPEC 7: `probe` makes it (through the hub's cache, so a screen's same read shares it);
 * an answer means supported, a 404 unsupported.
 */
interface CallCapability {
  probe: (utils: TrpcUtils) => Promise<unknown>
  /** The forms with a field that reads the call: each says once, above its fields, that this backend lacks it. */
  forms?: readonly CollectionResource[]
}

/**
 * A field beyond SPEC 7: a backend without it leaves it out of its answers. Learned from the first
 * record the admin's lists answer (SPEC 7 calls, so every backend has them): supported when that record
 * carries `field` (null or not), unsupported when it does not, unknown while the hub has no records.
 */
interface FieldCapability {
  field: string
  /** The forms that offer the field: each says once, above its fields, that this backend drops it. */
  forms: readonly CollectionResource[]
}

type Capability = CallCapability | FieldCapability

/** An admin record to learn fields from: the first of these lists that has one (SPEC 7 calls, each one record long). */
async function firstAdminRecord(utils: TrpcUtils): Promise<object | null> {
  const reads = [
    () => utils.admin.categories.list.fetch(FIRST_ONLY),
    () => utils.admin.materials.list.fetch(FIRST_ONLY),
    () => utils.admin.banners.list.fetch(FIRST_ONLY),
    () => utils.admin.buttons.list.fetch(FIRST_ONLY),
  ]
  for (const read of reads) {
    const [record] = (await read()).data
    if (record) return record
  }
  return null
}

/** The forms of records with a window, an audience and an announcement (categories with their sections, materials, banners, buttons). */
const CONTENT_FORMS: readonly CollectionResource[] = ['categories', 'materials', 'banners', 'buttons', 'popups']

/** Every capability beyond SPEC 7 the admin adapts to (docs/contract-changelog.md names the extension behind each). */
const CAPABILITIES = {
  /** `GET /admin/stats` (extension `opens`): the statistics screen, its index row, the lists' opens. */
  stats: { probe: (utils) => utils.admin.stats.get.fetch(statsInput(defaultStatsRange())) },
  /** `GET /admin/audit-log` (extension `auditLog`): History, its index row and panels, Undo after a delete. */
  auditLog: { probe: (utils) => utils.admin.auditLog.list.fetch(FIRST_ONLY) },
  /** `GET /admin/navigation` (extension `sharing`): links to the hub, the share panels. */
  sharing: { probe: (utils) => utils.admin.navigation.get.fetch() },
  /** `GET /admin/campaigns` (extension `campaigns`, issue 26): the campaigns' list and form. */
  campaigns: { probe: (utils) => utils.admin.campaigns.list.fetch(FIRST_ONLY) },
  /** `GET /admin/welcome-gate` (extension `welcomeGate`, issue 27): the welcome gate's screen and its index row. */
  welcomeGate: { probe: (utils) => utils.admin.welcomeGate.get.fetch() },
  /** `GET /admin/notifications` (extension `notifyMe`, issue 27): the outbox's screen and its index row. */
  notifications: { probe: (utils) => utils.admin.notifications.list.fetch(FIRST_ONLY) },
  /**
   * `GET /admin/files` (extension `iconFiles`): the icons screen, its index row, the icon pickers' library (the forms
   * of materials, categories and popups' local links keep "no icon" and uploading a new one, POST /files being SPEC 7).
   */
  icons: { probe: (utils) => utils.admin.files.list.fetch(FIRST_ICON_ONLY), forms: ['materials', 'categories', 'popups'] },
  /** `visible_from` / `visible_until` (extension `schedules`): the schedule fields and filters. */
  schedules: { field: 'visibleFrom', forms: CONTENT_FORMS },
  /** `audience` / `locked_display` (extension `audiences`, issue 27): the forms' "Who sees it", the lists' audience badges. */
  audiences: { field: 'audience', forms: CONTENT_FORMS },
  /** `announce` (extension `notifyMe`, issue 27): the schedule's "Announce it" switch and its waiting count. */
  announce: { field: 'announce', forms: CONTENT_FORMS },
  /** `version` (extension `versions`): edit conflicts are caught only where records carry it. */
  versions: { field: 'version', forms: ['categories', 'materials', 'banners', 'buttons', 'popups', 'themes', 'admins'] },
} satisfies Record<string, Capability>

export type CapabilityName = keyof typeof CAPABILITIES
export type CapabilityState = 'supported' | 'unsupported' | 'unknown'

/** The capabilities a resource's form offers fields of (a field the records carry, or a call a field reads). */
export const formCapabilitiesOf = (resource: FormResource): CapabilityName[] =>
  (Object.keys(CAPABILITIES) as CapabilityName[]).filter((name) => {
    const capability: Capability = CAPABILITIES[name]
    return 'forms' in capability && (capability.forms as readonly FormResource[]).includes(resource)
  })

async function decide(capability: Capability, utils: TrpcUtils): Promise<CapabilityState> {
  try {
    if ('probe' in capability) {
      await capability.probe(utils)
      return 'supported'
    }
    const record = await firstAdminRecord(utils)
    return record === null ? 'unknown' : capability.field in record ? 'supported' : 'unsupported'
  } catch (error) {
    // Anything but a 404 (offline, 5xx) decides nothing: the screens show their own errors, and the next use asks again.
    return isUnsupported(error) ? 'unsupported' : 'unknown'
  }
}

/**
 * Whether this hub's backend has each of `names`, in order: 'unknown' until the probe answers (and
 * when it could not tell), so callers hide a feature only once it is known to be missing.
 */
export function useCapabilities(names: readonly CapabilityName[]): CapabilityState[] {
  const utils = trpc.useUtils()
  return useQueries({
    queries: names.map((name) => ({
      queryKey: ['capability', name],
      queryFn: () => decide(CAPABILITIES[name], utils),
      // Decided once per hub (each hub has its own cache); an undecided answer is asked again at the next use.
      staleTime: (probe: { state: { data?: CapabilityState } }) => (probe.state.data === 'unknown' ? 0 : Infinity),
      gcTime: Infinity,
      retry: false,
    })),
    combine: (probes) => probes.map((probe) => probe.data ?? 'unknown'),
  })
}

/** `useCapabilities` for one. */
export const useCapability = (name: CapabilityName): CapabilityState => useCapabilities([name])[0] ?? 'unknown'
