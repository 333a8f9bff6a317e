import type { ScreenIcon } from './admin-sections'
import styles from './nav.module.css'

/** Each screen's glyph (24 px grid) and tint, as Telegram's settings draw theirs: white on a coloured tile. */
const ICONS: Record<ScreenIcon, { path: string; tint: string }> = {
  categories: { path: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z', tint: '#2f89f5' },
  materials: { path: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6', tint: '#f09a37' },
  popups: { path: 'M4 9h16v11H4zM8 5h8M9 14h6', tint: '#af52de' },
  banner: { path: 'M3 5h18v14H3zM3 15l5-5 5 5 3-3 5 5M15 9h.01', tint: '#34a853' },
  icons: { path: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.5 2.9 1-6.1-4.3-4.3 6.1-.9z', tint: '#ff9500' },
  theme: {
    path: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5s-.7-1.2-.7-2 .7-1.5 1.5-1.5H17a4 4 0 0 0 4-4c0-5-4-9-9-9zM7.5 11h.01M12 7.5h.01M16.5 11h.01',
    tint: '#ff2d55',
  },
  floatingButton: { path: 'M3 14h18v6H3zM8 17h8M12 4v6M9 7l3 3 3-3', tint: '#30b0c7' },
  stats: { path: 'M5 20V10M12 20V4M19 20v-7', tint: '#5856d6' },
  history: { path: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5M3.5 3.5v5h5', tint: '#8e8e93' },
  notifications: { path: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4', tint: '#ff9f0a' },
  welcomeGate: { path: 'M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16M3 21h18M14 12h.01', tint: '#32ade6' },
  accessUsers: {
    path: 'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 20v-1a4 4 0 0 0-3-3.9M15 4.1a3.5 3.5 0 0 1 0 6.8',
    tint: '#007aff',
  },
  hubFile: { path: 'M12 3v12M7 10l5 5 5-5M4 17v3h16v-3', tint: '#64748b' },
  logs: { path: 'M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', tint: '#ff3b30' },
}

/** A screen's icon tile (decorative: its name is always beside it). */
export function ScreenIconTile({ icon, size = 30 }: { icon: ScreenIcon; size?: number }) {
  const { path, tint } = ICONS[icon]
  return (
    <span className={styles.tile} style={{ background: tint, width: size, height: size }} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width={size * 0.62}
        height={size * 0.62}
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  )
}
