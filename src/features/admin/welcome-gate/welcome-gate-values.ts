import type { WelcomeGate, WelcomeGateInput } from '@/api/contract/welcome-gate'
import { SINGLE_RECORD_ID } from '@/api/contract/plain/resources'

/** The gate as its form edits it: the input's shape, every field filled. */
export type GateForm = Required<Omit<WelcomeGateInput, 'version'>>

/** The stored gate as a form record: one per hub, named by SINGLE_RECORD_ID (its draft; its History is the resource's). */
export const gateRecord = (gate: WelcomeGate) => ({ ...gate, id: SINGLE_RECORD_ID })

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
