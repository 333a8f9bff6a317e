import tokensCss from '@/styles/tokens.css?raw'
import styles from './token-tables.module.css'

/** `--name: value` pairs of one rule block of tokens.css (`:root` or `.dark`), read from the file itself so this page never drifts. */
function tokensOf(selector: string): Map<string, string> {
  const start = tokensCss.indexOf(`${selector} {`)
  const block = start < 0 ? '' : tokensCss.slice(start, tokensCss.indexOf('\n}', start))
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]))
}

const light = tokensOf(':root')
const dark = tokensOf('.dark')
const names = (prefix: string) => [...light.keys()].filter((name) => name.startsWith(prefix))

/** Telegram's theme colours and the hub's accent, as swatches in light and dark. */
export function ColourTokens() {
  const colours = [...names('--tg-'), ...names('--hub-')]
  return (
    <div className={styles.columns}>
      {(['light', 'dark'] as const).map((scheme) => (
        <div key={scheme} className={`${styles.scheme} ${scheme === 'dark' ? 'dark' : ''}`}>
          {/* sb-unstyled: the docs page's heading colour would be unreadable on the dark swatch panel. */}
          <h3 className={`sb-unstyled ${styles.schemeTitle}`}>{scheme === 'dark' ? 'Dark' : 'Light'}</h3>
          {colours.map((name) => (
            <div key={name} className={styles.row}>
              <span className={styles.swatch} style={{ background: `var(${name})` }} />
              <code>{name}</code>
              <span className={styles.value}>{(scheme === 'dark' && dark.get(name)) || light.get(name)}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

/** The type scale: every font size the interface may use. */
export function TypeScale() {
  return (
    <div className={styles.list}>
      {names('--font-size-').map((name) => (
        <div key={name} className={styles.row}>
          <code className={styles.name}>{name}</code>
          <span className={styles.value}>{light.get(name)}</span>
          <span style={{ fontSize: `var(${name})` }}>Навигация по школе «Код»</span>
        </div>
      ))}
    </div>
  )
}

/** Spacing steps, drawn as bars. */
export function SpacingScale() {
  return (
    <div className={styles.list}>
      {names('--space-').map((name) => (
        <div key={name} className={styles.row}>
          <code className={styles.name}>{name}</code>
          <span className={styles.value}>{light.get(name)}</span>
          <span className={styles.bar} style={{ width: `var(${name})` }} />
        </div>
      ))}
    </div>
  )
}

/** Corner radii, drawn as tiles. */
export function RadiusScale() {
  return (
    <div className={styles.tiles}>
      {names('--radius-').map((name) => (
        <div key={name} className={styles.tileItem}>
          <span className={styles.tile} style={{ borderRadius: `var(${name})` }} />
          <code>{name}</code>
          <span className={styles.value}>{light.get(name)}</span>
        </div>
      ))}
    </div>
  )
}
