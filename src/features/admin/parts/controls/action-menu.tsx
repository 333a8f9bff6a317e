import { Link, type LinkProps } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useEscape } from '@/ui/use-escape'
import { MoreIcon } from './icons'
import styles from './controls.module.css'

export interface MenuAction {
  label: string
  icon?: ReactNode
  /** What the item does; or `link`, where it leads (a typed router link: edit). */
  onSelect?: () => void
  link?: LinkProps
  /** Destructive (delete): drawn last, in the destructive colour. */
  danger?: boolean
  /** Why the action is not offered for this item (shown in the item, which is disabled). */
  blocked?: string | null
}

interface ActionMenuProps {
  /** The "⋯" button's accessible name ("Actions: “Courses”"). */
  label: string
  actions: readonly (MenuAction | false | null | undefined)[]
}

/** Where the menu goes: under the button, its right edge on the button's, inside the window; above when there is no room below. */
function place(button: DOMRect, menu: { width: number; height: number }) {
  const margin = 8
  const left = Math.min(Math.max(margin, button.right - menu.width), window.innerWidth - menu.width - margin)
  const below = button.bottom + 4
  const top = below + menu.height > window.innerHeight - margin ? Math.max(margin, button.top - menu.height - 4) : below
  return { left, top }
}

/**
 * A row's "⋯" menu (edit, hide, delete...): a 44 px button that opens a menu over the page. Arrow
 * keys, Home and End move between items, Escape or Tab closes it and gives the focus back, a tap
 * outside closes it; it follows its button on a scroll. Destructive items come last.
 */
export function ActionMenu({ label, actions }: ActionMenuProps) {
  const [open, setOpen] = useState(false)
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const id = useId()
  const items = actions.filter((action): action is MenuAction => Boolean(action))
  const ordered = [...items.filter((item) => !item.danger), ...items.filter((item) => item.danger)]

  const close = (focusButton = true) => {
    setOpen(false)
    setPosition(null)
    if (focusButton) buttonRef.current?.focus()
  }
  useEscape(open, () => close())

  useLayoutEffect(() => {
    const button = buttonRef.current
    const menu = menuRef.current
    if (!open || !button || !menu) return
    setPosition(place(button.getBoundingClientRect(), { width: menu.offsetWidth, height: menu.offsetHeight }))
    menu.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus({ preventScroll: true })
  }, [open])

  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false)
    }
    // The menu follows its button when the page scrolls or resizes (a scroll that was still settling
    // when the button was pressed must not close it); it closes once the button has left the window.
    const follow = () => {
      const button = buttonRef.current
      const menu = menuRef.current
      if (!button || !menu) return
      const box = button.getBoundingClientRect()
      if (box.bottom < 0 || box.top > window.innerHeight) close(false)
      else setPosition(place(box, { width: menu.offsetWidth, height: menu.offsetHeight }))
    }
    document.addEventListener('pointerdown', outside, true)
    window.addEventListener('resize', follow)
    window.addEventListener('scroll', follow, true)
    return () => {
      document.removeEventListener('pointerdown', outside, true)
      window.removeEventListener('resize', follow)
      window.removeEventListener('scroll', follow, true)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])]
    const at = all.indexOf(document.activeElement as HTMLElement)
    const go = (index: number) => {
      event.preventDefault()
      all[(index + all.length) % all.length]?.focus()
    }
    if (event.key === 'ArrowDown') go(at + 1)
    else if (event.key === 'ArrowUp') go(at - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(all.length - 1)
    else if (event.key === 'Tab') close(false)
  }

  const item = (action: MenuAction) => {
    const className = action.danger ? `${styles.menuItem} ${styles.danger}` : styles.menuItem
    const content = (
      <>
        {action.icon}
        <span className={styles.menuText}>
          {action.label}
          {action.blocked && <span className={styles.menuNote}>{action.blocked}</span>}
        </span>
      </>
    )
    if (action.link && !action.blocked) {
      return (
        <Link {...action.link} role="menuitem" tabIndex={-1} className={className} onClick={() => close(false)}>
          {content}
        </Link>
      )
    }
    return (
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={className}
        disabled={Boolean(action.blocked)}
        onClick={() => {
          close()
          action.onSelect?.()
        }}
      >
        {content}
      </button>
    )
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <MoreIcon />
      </button>
      {open &&
        createPortal(
          <ul
            ref={menuRef}
            id={id}
            role="menu"
            aria-label={label}
            className={styles.menu}
            style={position ?? { visibility: 'hidden', left: 0, top: 0 }}
            onKeyDown={onKeyDown}
          >
            {ordered.map((action) => (
              <li key={action.label} role="none" className={action.danger ? styles.danger : undefined}>
                {item(action)}
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  )
}
