import type { WelcomeGate, WelcomeGateInput } from '@/api/contract/welcome-gate'

/** The gate as its form edits it: the input's shape, every field filled. */
export type GateForm = Required<Omit<WelcomeGateInput, 'version'>>

/** The stored gate as a form record: one per hub, id 0 (its draft's name; its History panel reads the resource's entries). */
export const gateRecord = (gate: WelcomeGate) => ({ ...gate, id: 0 })

/** The stored gate as the form's values (every field of GateForm, typed as the schema's input). */
export function gateToForm(gate: WelcomeGate): WelcomeGateInput {
  return {
    enabled: gate.enabled,
    title: gate.title,
    text: gate.text,
    links: gate.links.map((link) => ({ title: link.title, url: link.url })),
    requireAccept: gate.requireAccept,
    notNow: gate.notNow,
  }
}

/** A new link of the gate's list. */
export const newGateLink = () => ({ title: '', url: '' })
