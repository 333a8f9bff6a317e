import { useEffect, useReducer } from 'react'

/**
 * A module kept out of the first screen's JavaScript: its chunk loads when first needed
 * (`useLazyModule`) or ahead of need (`preload`, e.g. from `whenLoaded`). A failed load is
 * forgotten, so the next attempt fetches again; until then its views simply do not show.
 */
interface LazyModule<M> {
  preload: () => Promise<M>
  /** The module once its chunk is in, else null. */
  current: () => M | null
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | null = null
  let pending: Promise<M> | null = null
  const preload = () => {
    pending ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }
  return { preload, current: () => module }
}

/**
 * The module, or null while its chunk is loading. `need` says what it is needed for
 * (null, undefined or false: not needed); each new value retries a load that failed.
 */
export function useLazyModule<M>(lazy: LazyModule<M>, need: unknown): M | null {
  const [, loaded] = useReducer((count: number) => count + 1, 0)
  const module = lazy.current()
  const needed = need !== null && need !== undefined && need !== false
  useEffect(() => {
    if (!needed || module) return
    let live = true
    lazy.preload().then(
      () => live && loaded(),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [lazy, need, needed, module])
  return module
}

/** Runs `task` once the browser is idle (soon after, where requestIdleCallback is missing); returns the canceller. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 200)
  return () => clearTimeout(timer)
}

/**
 * Calls `then` once the page has painted content (its first largest-contentful-paint entry), or after
 * `capMs` without one; at once where the browser does not report largest paints (Safari). Returns the canceller.
 */
function afterFirstContent(then: () => void, capMs = 5000): () => void {
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes('largest-contentful-paint') === true
  if (!reported) {
    then()
    return () => undefined
  }
  let done = false
  const stop = () => {
    done = true
    observer.disconnect()
    clearTimeout(timer)
  }
  const observer = new PerformanceObserver(() => {
    if (done) return
    stop()
    then()
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  const timer = setTimeout(() => {
    if (done) return
    stop()
    then()
  }, capMs)
  return stop
}

/**
 * Runs `task` once the page has loaded and painted its first screen's content, and the browser is
 * idle; returns the canceller. For work the first screen does not need: a request or a task begun
 * before the largest paint is one more on its way in Lighthouse's model (docs/benchmarks.md). The
 * load event alone is not enough: a screen opened by a deep link (or Home, whose images load from
 * the cache) may paint after it, and an idle moment while its reads are out would run the task first.
 */
export function whenLoaded(task: () => void, timeoutMs?: number): () => void {
  let cancelWait: (() => void) | undefined
  let cancelIdle: (() => void) | undefined
  const start = () => {
    cancelWait = afterFirstContent(() => {
      cancelIdle = whenIdle(task, timeoutMs)
    })
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    cancelWait?.()
    cancelIdle?.()
  }
}
