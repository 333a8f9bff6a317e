import type { Stats, StatsItem } from '@/api/contract/stats'

/** What a spreadsheet of the admin's language expects of a CSV file. */
export interface CsvDialect {
  /** `;` where the decimal mark is a comma (Russian Excel splits on `;` only), `,` elsewhere. */
  separator: ';' | ','
  /** Cell texts of a boolean ("да"/"нет"), as people read them. */
  yes: string
  no: string
}

/** The columns' headings and the names the screen shows, so the file reads like the screen. */
export interface CsvLabels {
  header: readonly string[]
  /** An item's kind ("Категория"). */
  kindOf: (item: StatsItem) => string
  /** An item's name as the screen shows it (banners without a title included). */
  nameOf: (item: StatsItem) => string
  /** Issue 26, where the backend counts them: each item's shares and the visits its links brought. */
  shares?: { header: readonly string[]; valuesOf: (item: StatsItem) => readonly number[] }
  /** Issue 26: where visits came from, a table of its own after an empty line (its first row the header). */
  sources?: ReadonlyArray<ReadonlyArray<string | number>>
}

/** One CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180); formula starts defused. */
function cell(value: string | number, separator: string): string {
  let text = String(value)
  // A title starting with = + - @ would run as a formula in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`
  const special = new RegExp(`["\\r\\n${separator}]`)
  return special.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The items table as CSV: a UTF-8 BOM first (Excel reads the file as UTF-8 only with it), cells split
 * by the dialect's separator, booleans as words, names as on screen, CRLF line ends; the sources (if
 * any) after an empty line.
 */
export function statsCsv(stats: Stats, labels: CsvLabels, dialect: CsvDialect): string {
  const rows = stats.items.map((item) => [
    labels.kindOf(item),
    item.id,
    labels.nameOf(item),
    item.deleted ? dialect.yes : dialect.no,
    item.opens,
    item.visitors,
    ...(labels.shares?.valuesOf(item) ?? []),
  ])
  const header = [...labels.header, ...(labels.shares?.header ?? [])]
  const sources = labels.sources?.length ? [[], ...labels.sources] : []
  const lines = [header, ...rows, ...sources].map((row) => row.map((value) => cell(value, dialect.separator)).join(dialect.separator))
  return `\uFEFF${lines.join('\r\n')}\r\n`
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
