import { createContext, useContext } from 'react'

/**
 * Set inside ReadOnlyFields (a role that may not write the form): what a disabled fieldset does not
 * reach (a sortable list's dragging, which listens to pointer events a disabled button still gets) reads it.
 */
export const ReadOnlyContext = createContext(false)

export const useReadOnly = () => useContext(ReadOnlyContext)
