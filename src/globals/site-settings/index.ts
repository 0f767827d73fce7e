import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { expireGlobalAfterChange } from '@/lib/revalidate'

export const socialPlatforms = ['telegram', 'youtube', 'instagram', 'facebook', 'x', 'whatsapp'] as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireGlobalAfterChange] },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Punjab PCS Academy' },
    { name: 'tagline', type: 'text', required: true, defaultValue: 'Your Partner in Exam Success.' },
    {
      type: 'row',
      fields: [
        { name: 'supportEmail', type: 'email', required: true },
        {
          name: 'phone',
          type: 'text',
          required: true,
          admin: { description: 'Shown in the footer; it opens a WhatsApp chat. Include the country code.' },
        },
      ],
    },
    {
      name: 'banner',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, defaultValue: 'Admissions Open!' },
        { name: 'text', type: 'text', required: true, defaultValue: 'Enroll now! for premium courses in your region' },
        { name: 'link', type: 'text', defaultValue: '/products' },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'platform', type: 'select', required: true, options: [...socialPlatforms] },
            { name: 'url', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
