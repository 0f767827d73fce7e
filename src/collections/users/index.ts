import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isSelfOrAdmin, isStaffUser, roles } from '@/access'
import { getEnv } from '@/lib/env'

import { keepOnlyThisSession } from './hooks/keep-one-session'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    group: 'People',
  },
  auth: {
    tokenExpiration: 7 * 24 * 60 * 60,
    // A reset link works once (Payload expires the token when it is used) and for one hour.
    forgotPassword: { expiration: 60 * 60 * 1000 },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: {
      sameSite: 'Lax',
      secure: getEnv().serverUrl.startsWith('https://'),
    },
  },
  hooks: { afterLogin: [keepOnlyThisSession] },
  endpoints: [
    {
      // Payload's own endpoint would send its own e-mail without the site's limits: use the site's flow.
      path: '/forgot-password',
      method: 'post',
      handler: async (req) => (await import('@/features/auth/forgot-password-endpoint.server')).handlePayloadForgotPassword(req),
    },
  ],
  access: {
    // Only staff reach the admin panel; a candidate who signs in there is refused.
    admin: ({ req }) => isStaffUser(req.user),
    read: isSelfOrAdmin,
    create: isAdmin,
    update: isSelfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'mobile',
      type: 'text',
      admin: { description: 'Indian mobile number, stored as +91 followed by 10 digits.' },
      validate: (value: unknown) =>
        value == null || value === '' || /^\+91[6-9]\d{9}$/.test(String(value)) || 'Enter +91 followed by a 10-digit mobile number',
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'candidate',
      saveToJWT: true,
      options: roles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'compensatoryMinutesPerHour',
      label: 'Compensatory time (minutes per hour of test)',
      type: 'number',
      min: 0,
      max: 60,
      defaultValue: 0,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Extra time granted on every test, e.g. 20 for a candidate with a benchmark disability (PPSC allows 20 minutes per hour: 40 minutes on a 2-hour Prelims paper).',
      },
    },
  ],
}
