import type { CSSProperties } from 'react'
import styles from './state.module.css'

type Glyph = 'compass' | 'search-off' | 'bell' | 'lock' | 'empty' | 'warning'

/**
 * Line icons of empty, error and status states, drawn in StateMessage's tinted circle in the
 * current colour. Their shapes live in one sprite, public/state-icons.svg (a `<view>` per icon),
 * used as a CSS mask: the first screen's JavaScript carries a class name per icon, not its paths,
 * and the sprite is fetched only when a state shows (offline, the circle shows without it).
 */
function Icon({ glyph }: { glyph: Glyph }) {
  const style = { '--glyph': `url("${import.meta.env.BASE_URL}state-icons.svg#${glyph}")` } as CSSProperties
  return <span className={styles.glyph} style={style} />
}

export const CompassIcon = () => <Icon glyph="compass" />
export const SearchOffIcon = () => <Icon glyph="search-off" />
export const BellIcon = () => <Icon glyph="bell" />
export const LockIcon = () => <Icon glyph="lock" />
export const EmptyIcon = () => <Icon glyph="empty" />
/** A failed load or a screen that failed to draw. */
export const WarningIcon = () => <Icon glyph="warning" />
