/** One event of Chromium's performance trace, with the fields the benches read. */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event. */
  tdur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, string | number | undefined>; fileName?: string }
}
