import { z } from 'zod'
import { fileType, id } from './common'
import { exportLinks, hubDocuments } from './extensions'
import { op } from './operation'
import { storedRecords } from './stored-records'

/**
 * A whole hub as one JSON document (issue 28; README "Export and import"): what GET /admin/export
 * answers and POST /admin/import takes. Records keep the ids they have in the hub they came from
 * (document-local: an import gives them new ones and remaps every reference); files carry their
 * bytes as base64, or the url of a file the app itself serves. `checksum` covers the rest of the
 * document, so a document changed by hand or broken on the way is refused rather than half-read.
 */

export const HUB_FORMAT = 'nav-hub'
/** Raised when the document's shape changes; an import upgrades every older version it knows. */
export const HUB_FORMAT_VERSION = 3
/** The largest document POST /admin/import reads (its request body). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024

/** The collections a document carries, in the order an import creates them. */
export const hubCollection = z.enum([
  'files',
  'materials',
  'texts',
  'buttons',
  'linkLists',
  'popups',
  'sections',
  'categories',
  'banners',
  'themes',
  // Issue 26: the owner's campaign links (after the categories and sections they open).
  'campaigns',
])
export type HubCollection = z.infer<typeof hubCollection>

/**
 * An image or icon: `data` its bytes (base64) for an upload, or `url` a path the app serves itself
 * (`/seed/...`, the demo's pictures), never both. The bytes are checked as an upload's are.
 */
export const hubFile = z.object({
  id,
  type: fileType,
  originalName: z.string().max(255),
  createdAt: z.string(),
  url: z.string().max(2048).nullable(),
  data: z.string().nullable(),
})

/**
 * The hub's settings a document carries: its channel and its sharing settings (null: not set);
 * since format version 3 also issue 26's switches (sharing, the home-screen suggestion) and issue
 * 27's hub-wide rule, optional: a version 2 document leaves the hub's own.
 */
export const hubSettings = z.object({
  subscriptionChannelUrl: z.string().nullable(),
  botUsername: z.string().nullable(),
  appShortName: z.string().nullable(),
  sharingEnabled: z.boolean().optional(),
  homeScreenSuggestion: z.boolean().optional(),
  subscriptionRequired: z.boolean().optional(),
})
export type HubSettings = z.infer<typeof hubSettings>

const withoutVersion = <V extends z.ZodObject>(record: V) => record.extend({ id })

export const hubCollections = z.object({
  files: z.array(hubFile),
  materials: z.array(withoutVersion(storedRecords.materials)),
  texts: z.array(withoutVersion(storedRecords.texts)),
  buttons: z.array(withoutVersion(storedRecords.buttons)),
  linkLists: z.array(withoutVersion(storedRecords.linkLists)),
  popups: z.array(withoutVersion(storedRecords.popups)),
  sections: z.array(withoutVersion(storedRecords.sections)),
  categories: z.array(withoutVersion(storedRecords.categories)),
  banners: z.array(withoutVersion(storedRecords.banners)),
  themes: z.array(withoutVersion(storedRecords.themes)),
  campaigns: z.array(withoutVersion(storedRecords.campaigns)),
} satisfies Record<HubCollection, z.ZodType>)

/** Issue 27's welcome gate as a document carries it (no version: the hub keeps counting its own). */
export const hubWelcomeGate = storedRecords.welcomeGate.omit({ version: true })

/**
 * The document. `settings` is null when it carries none (format version 1): an import then leaves
 * the hub's own. `checksum`: `sha256-` and the hex SHA-256 of the document without `checksum`, as
 * canonical JSON (RFC 8785: keys sorted, no whitespace), the keys as on the wire (snake_case).
 */
export const hubDocument = z.object({
  format: z.literal(HUB_FORMAT),
  formatVersion: z.literal(HUB_FORMAT_VERSION),
  exportedAt: z.string(),
  source: z.object({ appKey: z.string(), title: z.string() }),
  settings: hubSettings.nullable(),
  /** The welcome gate (format version 3); null when the document carries none: an import leaves the hub's own. */
  welcomeGate: hubWelcomeGate.nullable(),
  collections: hubCollections,
  checksum: z.string().regex(/^sha256-[0-9a-f]{64}$/),
})
export type HubDocument = z.infer<typeof hubDocument>

const count = z.number().int().nonnegative().optional()

/** How many records of each collection (and `settings`: 1 when they or the welcome gate change); only those with some. */
export const importCounts = z.object({
  ...(Object.fromEntries(hubCollection.options.map((name) => [name, count])) as Record<HubCollection, typeof count>),
  settings: count,
})

/** What an import does, or did: counts by collection, and what it leaves out and why. */
export const importPlan = z.object({
  create: importCounts,
  update: importCounts,
  remove: importCounts,
  /**
   * What of the document is left out, and why (bytes that are no accepted image, a rule a record would
   * break, settings that are not valid); the rest goes in. `title`: the record's title, name or file
   * name (banners and themes: their position in the document).
   */
  refused: z.array(
    z.object({
      resource: z.enum([...hubCollection.options, 'settings']),
      title: z.string(),
      /** Why, in English: what a client shows for a code it does not know (and a backend without codes sends alone). */
      reason: z.string(),
      /**
       * Why, as a code the admin words in its language (plain/left-out.ts lists them and their params); a
       * string, not an enum, so a newer server's code reaches an older client, which shows `reason`.
       * Optional: a backend before codes leaves it out.
       */
      code: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
  applied: z.boolean(),
  /** The document's own format version (upgraded before it was read when older). */
  formatVersion: z.number().int(),
  /** The history entry of the import (restore it to put the hub back as it was); null for a dry run. */
  historyEntryId: id.nullable(),
})
export type ImportPlan = z.infer<typeof importPlan>

/**
 * `replace`: the hub's content becomes the document's (its records removed, the document's
 * created) and its settings the document's. `merge`: the document's records join the hub's; a
 * document exported from this same hub updates the records it still has (by id) instead. The hub's
 * settings stay.
 */
export const importMode = z.enum(['replace', 'merge'])

export const importInput = z.object({
  /** A document as GET /admin/export answers it, of this or an older format version. */
  document: z.record(z.string(), z.unknown()),
  mode: importMode,
  /** true: answer the plan and change nothing. */
  dryRun: z.boolean().default(false),
})

/** How long a hub file's download link works, in minutes. */
export const EXPORT_LINK_MINUTES = 5

/** Where a client without the admin's token (Telegram's `downloadFile`) downloads the hub file. */
export const exportLink = z.object({
  /** The file's address, on the API's origin (`/api/hub-files/...`) or absolute. */
  url: z.string(),
  /** The name to save it under: `hub-<app key>-<UTC date>.json`. */
  fileName: z.string(),
  /** When the link stops working (ISO time). */
  expiresAt: z.string(),
})
export type ExportLink = z.infer<typeof exportLink>

export const hubDocumentOps = {
  'admin.hub.export': op({
    method: 'GET',
    path: '/admin/export',
    input: z.object({}).optional(),
    output: hubDocument,
    access: 'admin',
    role: 'editor',
    summary: 'The whole hub as one versioned document (format nav-hub): content, settings and files',
    description:
      'Content records with their own ids (an import remaps them) and their audiences, announcements and sharing switches, ' +
      'campaign links, uploads as base64, the app’s own pictures by url, the hub’s channel, hub-wide rule and sharing settings, ' +
      'the welcome gate, and a checksum. Left out: admins, statistics, history, logs, visitors, their join and notify requests ' +
      'and the outbox.',
    origin: hubDocuments,
  }),
  'admin.hub.exportLink': op({
    method: 'POST',
    path: '/admin/export/link',
    input: z.object({}).optional(),
    output: exportLink,
    status: 201,
    access: 'admin',
    role: 'editor',
    summary: 'A short-lived link to download the hub file without a token (Telegram’s downloadFile)',
    description:
      'Inside Telegram (8.0+) the admin saves the hub file with `downloadFile`: Telegram fetches the url itself, without the ' +
      `admin's bearer token. The url answers the same document as GET /admin/export (bare JSON, not enveloped) with ` +
      '`Content-Disposition: attachment; filename=<file_name>`, to anyone who has it, for ' +
      `${String(EXPORT_LINK_MINUTES)} minutes; later, or altered, it answers 404. The mock signs it (the app key and the end ` +
      'time) with a secret of the running server, so a restart ends its links.',
    origin: exportLinks,
  }),
  'admin.hub.import': op({
    method: 'POST',
    path: '/admin/import',
    input: importInput,
    output: importPlan,
    access: 'admin',
    role: 'owner',
    bodyLimit: MAX_IMPORT_BYTES,
    refusals: ['document_invalid', 'file_too_large'],
    summary: 'Import a document into the hub (replace or merge), or only plan it (dry_run): answers the plan',
    description:
      `A document of another format, with a wrong checksum, of a newer format version or not in its shape is refused (422 ` +
      `document_invalid), one larger than ${String(MAX_IMPORT_BYTES / 1024 / 1024)} MB too (413); nothing changes then. An applied ` +
      'import is one write, recorded as one history entry (action import) whose restore puts the hub back as it was.',
    origin: hubDocuments,
  }),
}
