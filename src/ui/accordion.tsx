import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './accordion.module.css'

interface AccordionContextValue {
  openValue: string | null
  toggle: (value: string) => void
}

const AccordionContext = createContext<AccordionContextValue | null>(null)

interface AccordionProps {
  children: ReactNode
  /** Controlled: the open item's value, or null when all are collapsed. */
  value?: string | null
  defaultValue?: string | null
  onValueChange?: (value: string | null) => void
  className?: string
}

/** One item open at a time; clicking the open item collapses it. */
export function Accordion({ children, value, defaultValue = null, onValueChange, className }: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue)
  const openValue = value === undefined ? uncontrolled : value
  const toggle = (item: string) => {
    const next = openValue === item ? null : item
    if (value === undefined) setUncontrolled(next)
    onValueChange?.(next)
  }
  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')} data-accordion="">
      <AccordionContext value={{ openValue, toggle }}>{children}</AccordionContext>
    </div>
  )
}

/** Arrow keys, Home and End move between the triggers of one accordion (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-accordion]')
  if (!root) return
  const triggers = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')).filter(
    (trigger) => trigger.closest('[data-accordion]') === root,
  )
  const index = triggers.indexOf(event.currentTarget)
  const target = {
    ArrowDown: triggers[(index + 1) % triggers.length],
    ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key]
  if (target) {
    event.preventDefault()
    target.focus()
  }
}

interface AccordionItemProps {
  value: string
  /** What the trigger button shows; a chevron is added after it. */
  trigger: ReactNode
  children: ReactNode
  headingLevel?: 2 | 3 | 4
  className?: string
  triggerClassName?: string
  onToggle?: (open: boolean) => void
}

export function AccordionItem({ value, trigger, children, headingLevel = 3, className, triggerClassName, onToggle }: AccordionItemProps) {
  const context = use(AccordionContext)
  if (!context) throw new Error('AccordionItem must be inside an Accordion')
  const id = useId()
  const open = context.openValue === value
  const Heading = `h${headingLevel}` as const
  return (
    <div className={[open && styles.open, className].filter(Boolean).join(' ')} data-state={open ? 'open' : 'closed'}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-trigger`}
          className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          data-accordion-trigger=""
          onClick={() => {
            context.toggle(value)
            onToggle?.(!open)
          }}
          onKeyDown={moveFocus}
        >
          <span className={styles.triggerContent}>{trigger}</span>
          <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`} className={styles.panel} inert={!open}>
        <div className={styles.panelInner}>{children}</div>
      </div>
    </div>
  )
}
