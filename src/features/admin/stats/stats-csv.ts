import type { Stats } from '@/api/contract/stats'

/** One CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180); formula starts defused. */
function cell(value: string | number | boolean): string {
  let text = String(value)
  // A title starting with = + - @ would run as a formula in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

type Cell = string | number | boolean

/**
 * The top items table as CSV (a BOM first, so spreadsheet apps read the UTF-8 titles right); with
 * issue 26's counts, each item's shares and arrivals, then the sources' rows after an empty line.
 */
export function statsCsv(
  stats: Stats,
  header: readonly string[],
  targetName: (target: string) => string,
  extra: { itemColumns?: readonly string[]; sources?: ReadonlyArray<readonly Cell[]> } = {},
): string {
  const withShares = extra.itemColumns !== undefined
  const rows: Array<readonly Cell[]> = stats.items.map((item) => [
    targetName(item.target),
    item.id,
    item.title ?? '',
    item.deleted,
    item.opens,
    item.visitors,
    ...(withShares ? [item.shares ?? 0, item.visits ?? 0] : []),
  ])
  const table = [[...header, ...(extra.itemColumns ?? [])], ...rows]
  const sources = extra.sources?.length ? [[], ...extra.sources] : []
  return `\uFEFF${[...table, ...sources].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled (some browsers read the url asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
