import type { ReactNode } from 'react'
import { usePartsT, type PartsMessageKey } from '@/features/admin/parts/shell/parts-messages'
import { ChoiceField, type Choice } from './choice-field'

/** Sketches of a card's layout, 56x40, drawn in the current text colour. */
const Sketch = ({ children }: { children: ReactNode }) => (
  <svg width="56" height="40" viewBox="0 0 56 40" aria-hidden="true" focusable="false" fill="currentColor">
    {children}
  </svg>
)
const line = (x: number, y: number, w: number, opacity = 0.5) => <rect x={x} y={y} width={w} height="3" rx="1.5" opacity={opacity} />

type Box = readonly [x: number, y: number, w: number, h: number, rx: number, opacity: number]
type Line = readonly [x: number, y: number, w: number, opacity?: number]
/** A card's sketch from data: one picture block and its text lines. */
const card = ([x, y, w, h, rx, opacity]: Box, lines: readonly Line[]) => (
  <Sketch>
    <rect x={x} y={y} width={w} height={h} rx={rx} opacity={opacity} />
    {lines.map(([lx, ly, lw, lo]) => (
      <g key={`${String(lx)}-${String(ly)}`}>{line(lx, ly, lw, lo)}</g>
    ))}
  </Sketch>
)

const sketches = {
  small: (
    <Sketch>
      {[4, 16, 28].map((y) => (
        <g key={y}>
          <rect x="4" y={y} width="8" height="8" rx="2" opacity="0.35" />
          {line(16, y + 2.5, 30)}
        </g>
      ))}
    </Sketch>
  ),
  large: card(
    [4, 3, 48, 22, 3, 0.35],
    [
      [4, 29, 36, 0.7],
      [4, 34, 26],
    ],
  ),
  icon: (
    <Sketch>
      {[4, 22, 40].map((x) => (
        <g key={x}>
          <rect x={x} y="6" width="12" height="12" rx="3" opacity="0.35" />
          {line(x, 24, 12)}
        </g>
      ))}
    </Sketch>
  ),
  smallBg: card([4, 10, 48, 18, 3, 0.6], [[8, 17, 26, 1]]),
  largeBg: card([4, 3, 48, 34, 3, 0.6], [[8, 27, 30, 1]]),
  noBg: card(
    [4, 12, 10, 10, 2, 0.35],
    [
      [18, 13, 28, 0.7],
      [18, 19, 20],
    ],
  ),
  image: card([4, 3, 48, 24, 3, 0.35], [[4, 31, 30, 0.7]]),
  link: (
    <Sketch>
      <path d="M22 24l12-12M26 12h8v8" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </Sketch>
  ),
  subcategories: (
    <Sketch>
      {[4, 16, 28].map((y) => (
        <g key={y}>
          {line(6, y + 2, 34, 0.7)}
          <path d={`M46 ${String(y + 1)}l3 3 3-3`} stroke="currentColor" strokeWidth="1.5" fill="none" />
        </g>
      ))}
    </Sketch>
  ),
  section: (
    <Sketch>
      {line(4, 6, 20, 0.8)}
      <rect x="4" y="13" width="48" height="9" rx="2" opacity="0.35" />
      <rect x="4" y="26" width="48" height="9" rx="2" opacity="0.35" />
    </Sketch>
  ),
  video: (
    <Sketch>
      <rect x="4" y="4" width="48" height="32" rx="3" opacity="0.35" />
      <path d="M24 13v14l12-7z" />
    </Sketch>
  ),
}

/** A choice: its value, its label's key, its sketch and its hint's key. */
type Look = readonly [value: string, label: PartsMessageKey, sketch: keyof typeof sketches, hint?: PartsMessageKey]

/** What each picker offers, in its order (SPEC 3). */
const looks = {
  /** Material display types: small, large, icon (icon is the default, so first). */
  materialDisplay: [
    ['icon', 'display.icon', 'icon', 'display.iconHint'],
    ['small', 'display.small', 'small', 'display.smallHint'],
    ['large', 'display.large', 'large', 'display.largeHint'],
  ],
  /** Category display types: small_bg, large_bg, no_bg, image. */
  categoryDisplay: [
    ['no_bg', 'display.noBg', 'noBg'],
    ['small_bg', 'display.smallBg', 'smallBg'],
    ['large_bg', 'display.largeBg', 'largeBg'],
    ['image', 'display.image', 'image'],
  ],
  /** Category road types: link, subcategories, material, section, video. */
  roadType: [
    ['material', 'road.material', 'small'],
    ['subcategories', 'road.subcategories', 'subcategories'],
    ['section', 'road.section', 'section'],
    ['link', 'road.link', 'link'],
    ['video', 'road.video', 'video'],
  ],
  /** Section road types: link or material. */
  sectionRoadType: [
    ['material', 'road.material', 'small'],
    ['link', 'road.link', 'link'],
  ],
} satisfies Record<string, readonly Look[]>

type LookKind = keyof typeof looks

interface LookFieldProps {
  /** Which picker: a material's or a category's display type, a category's or a section's road type. */
  kind: LookKind
  name: string
  label: string
}

/** A display-type or road-type picker whose choices show what each looks like. */
export function LookField({ kind, name, label }: LookFieldProps) {
  const t = usePartsT()
  const options: Choice[] = (looks[kind] as readonly Look[]).map(([value, labelKey, sketch, hintKey]) => ({
    value,
    label: t(labelKey),
    preview: sketches[sketch],
    hint: hintKey && t(hintKey),
  }))
  return <ChoiceField name={name} label={label} options={options} />
}
