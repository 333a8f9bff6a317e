import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/** issue 9: every font size comes from the type scale in src/styles/tokens.css (`var(--font-size-*)`). */
const root = new URL('../..', import.meta.url).pathname
const TOKENS = 'src/styles/tokens.css'
/** The scale itself, and the design tokens page that draws each of its sizes. */
const EXEMPT = new Set([TOKENS, 'stories/docs/token-tables.tsx'])

function filesUnder(dir: string, ends: string[]): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ends.some((end) => entry.name.endsWith(end)))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** `font-size: …` in CSS and `fontSize: …` in inline styles, with the line they are on. */
function fontSizes(file: string): { line: number; value: string }[] {
  const pattern = file.endsWith('.css') ? /font-size:\s*([^;}\n]+)/g : /fontSize:\s*([^,}\n]+)/g
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((text, index) => [...text.matchAll(pattern)].map((match) => ({ line: index + 1, value: (match[1] ?? '').trim() })))
}

const fromScale = (value: string) => /^(['"]?var\(--font-size-[\w-]+\)['"]?|inherit)$/.test(value)

describe('font sizes', () => {
  it('come from the type tokens only, in src and stories', () => {
    const files = [...filesUnder('src', ['.css', '.tsx']), ...filesUnder('stories', ['.css', '.tsx'])].filter((file) => !EXEMPT.has(file))
    const offenders = files.flatMap((file) =>
      fontSizes(file)
        .filter(({ value }) => !fromScale(value))
        .map(({ line, value }) => `${file}:${String(line)} ${value}`),
    )
    expect(offenders).toEqual([])
  })

  it('every token of the scale is defined in tokens.css', () => {
    const defined = new Set([...readFileSync(join(root, TOKENS), 'utf8').matchAll(/(--font-size-[\w-]+):/g)].map((match) => match[1]))
    const used = new Set(
      [...filesUnder('src', ['.css', '.tsx']), ...filesUnder('stories', ['.css', '.tsx'])].flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/var\((--font-size-[\w-]+)\)/g)].map((match) => match[1]),
      ),
    )
    expect([...used].filter((name) => !defined.has(name))).toEqual([])
  })
})
