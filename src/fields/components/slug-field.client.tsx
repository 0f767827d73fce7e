'use client'

import { TextField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The slug in the admin: not marked required, because staff may leave it empty and it is then made
 * from the title when the document is saved (`slugField`'s hook). It is still required in the
 * database and checked on every write.
 */
export const SlugField: TextFieldClientComponent = (props) => <TextField {...props} field={{ ...props.field, required: false }} />
