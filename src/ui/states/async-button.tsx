import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react'
import { buttonClass, type ButtonVariant } from '../button-class'
import styles from '../button.module.css'
import { Spinner } from './spinner'

/** SPEC 9: the spinner appears only when the handler is still running 10 ms after the click. */
export const SPINNER_DELAY_MS = 10

interface AsyncButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** May return a promise: the button is disabled and aria-busy until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown
  variant?: ButtonVariant
  /** Full width. */
  block?: boolean
}

export function AsyncButton({
  onClick,
  variant = 'primary',
  block,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: AsyncButtonProps) {
  const [pending, setPending] = useState(false)
  const [spinning, setSpinning] = useState(false)
  const alive = useRef(true)

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setSpinning(true), SPINNER_DELAY_MS)
    return () => {
      clearTimeout(timer)
      setSpinning(false)
    }
  }, [pending])

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (pending || !onClick) return
    const result = onClick(event)
    if (!(result instanceof Promise)) return
    setPending(true)
    try {
      await result
    } finally {
      if (alive.current) setPending(false)
    }
  }

  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, { block, className })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={(event) => void handleClick(event)}
    >
      <span className={spinning ? styles.pendingLabel : undefined}>{children}</span>
      {spinning && (
        <span className={styles.spinner}>
          <Spinner size={18} />
        </span>
      )}
    </button>
  )
}
