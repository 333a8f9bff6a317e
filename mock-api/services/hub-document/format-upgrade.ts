import { HUB_FORMAT_VERSION } from '@/api/contract/hub-document'

type Json = Record<string, unknown>

/**
 * Each older format version, as the next one reads it. A change of the document's shape raises
 * HUB_FORMAT_VERSION and adds the step from the version before, so every document ever exported
 * still imports.
 * - 1 -> 2: version 1 carried content only; version 2 adds `settings` (the hub's channel and
 *   sharing settings). A version 1 document carries none (null): an import leaves the hub's own.
 * - 2 -> 3: version 3 adds issue 26's campaigns and switches (sharing, the home-screen suggestion),
 *   issue 27's welcome gate and hub-wide rule (audiences and announcements ride on the records). A
 *   version 2 document has no campaigns and no gate (null: the hub keeps its own), and its settings
 *   lack the new switches (the hub keeps its own).
 */
const steps: Record<number, (document: Json) => Json> = {
  1: (document) => ({ ...document, formatVersion: 2, settings: null }),
  2: (document) => ({
    ...document,
    formatVersion: 3,
    welcomeGate: null,
    collections: { ...(document.collections as Json | undefined), campaigns: [] },
  }),
}

/** Whether an import can read a document of this format version (this one or an older one it can upgrade). */
export function isKnownVersion(version: unknown): version is number {
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= HUB_FORMAT_VERSION
}

/** A document of a known older version as the current version reads it (keys camelCase, as services read them). */
export function upgradeDocument(document: Json): Json {
  let upgraded = document
  for (let version = upgraded.formatVersion as number; version < HUB_FORMAT_VERSION; version += 1) {
    const step = steps[version]
    if (!step) throw new Error(`No upgrade from format version ${String(version)}`)
    upgraded = step(upgraded)
  }
  return upgraded
}
