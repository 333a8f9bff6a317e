import { useState, type ComponentType } from 'react'

/**
 * An overlay (sheet, modal) as a story shows it: open on mount, closed by its own close (the story's
 * `onClose` spy still hears it), and opened again with a button, so closing can be seen and tried
 * again. `const ModalHarness = reopenable(Modal)`, then `render: (args) => <ModalHarness {...args} />`.
 */
export function reopenable<P extends { open: boolean; onClose: () => void }>(Overlay: ComponentType<P>, openLabel = 'Открыть') {
  return function Reopenable(props: P) {
    const [open, setOpen] = useState(props.open)
    const close = () => {
      props.onClose()
      setOpen(false)
    }
    return (
      <div style={{ padding: 16 }}>
        <button type="button" onClick={() => setOpen(true)}>
          {openLabel}
        </button>
        <Overlay {...props} open={open} onClose={close} />
      </div>
    )
  }
}
