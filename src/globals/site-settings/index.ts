import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { COACHING_SAC, GSTIN_PATTERN, indianStates, PUNJAB } from '@/domain/purchases/gst'
import { expireGlobalAfterChange } from '@/lib/revalidate'

export const socialPlatforms = ['telegram', 'youtube', 'instagram', 'facebook', 'x', 'whatsapp'] as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  custom: { protection: { read: 'public' } satisfies DocumentProtection },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireGlobalAfterChange] },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Punjab PCS Academy' },
    { name: 'tagline', type: 'text', required: true, localized: true, defaultValue: 'Your Partner in Exam Success.' },
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
        { name: 'title', type: 'text', required: true, localized: true, defaultValue: 'Admissions Open!' },
        { name: 'text', type: 'text', required: true, localized: true, defaultValue: 'Enroll now! for premium courses in your region' },
        { name: 'link', type: 'text', defaultValue: '/products' },
      ],
    },
    {
      name: 'contact',
      label: 'Contact page',
      type: 'group',
      fields: [
        {
          name: 'intro',
          type: 'textarea',
          required: true,
          defaultValue:
            'Questions about a course, the test series, admissions or your account? Write, call or message us on WhatsApp, or use the form: a member of our team answers every message within one working day.',
        },
        {
          name: 'officeHours',
          type: 'text',
          required: true,
          defaultValue: 'Monday to Saturday, 9:30 am to 6:30 pm',
          admin: { description: 'Also quoted in the e-mail that confirms a message.' },
        },
        { name: 'officeHoursNote', type: 'text', defaultValue: 'Closed on Sundays and gazetted holidays.' },
        {
          name: 'address',
          type: 'textarea',
          localized: true,
          admin: {
            description:
              'Where candidates visit to enrol: shown on every course page. One line per line of the address; in Gurmukhi for ਪੰਜਾਬੀ.',
          },
        },
        {
          name: 'notes',
          type: 'array',
          labels: { singular: 'Note', plural: 'Notes' },
          fields: [{ name: 'text', type: 'textarea', required: true }],
        },
      ],
    },
    {
      name: 'billing',
      label: 'Invoices (GST)',
      type: 'group',
      admin: {
        description:
          'Printed on the invoice of every online purchase (ADR 053). The institute’s address is the contact page’s, in English.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'legalName',
              label: 'Legal name',
              type: 'text',
              admin: { description: 'As registered for GST; the site name when empty.' },
            },
            {
              name: 'gstin',
              label: 'GSTIN',
              type: 'text',
              admin: { description: 'Without it, a purchase gets a receipt with no GST lines.' },
              validate: (value: unknown) =>
                value == null || value === '' || GSTIN_PATTERN.test(String(value)) || 'Enter the 15-character GSTIN, e.g. 03AAHCP1234K1Z5',
            },
            {
              name: 'state',
              label: 'State of registration',
              type: 'select',
              required: true,
              defaultValue: PUNJAB,
              options: indianStates.map((state) => ({ label: state.name, value: state.code })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'invoicePrefix',
              label: 'Invoice number prefix',
              type: 'text',
              required: true,
              defaultValue: 'PCS',
              admin: { description: 'Invoices are numbered PREFIX/2026-27/00001, from 1 each financial year.' },
              validate: (value: unknown) =>
                /^[A-Z0-9-]{1,10}$/.test(String(value ?? '')) || 'Use 1 to 10 capital letters, digits or hyphens',
            },
            {
              name: 'sac',
              label: 'SAC',
              type: 'text',
              required: true,
              defaultValue: COACHING_SAC,
              admin: { description: 'Commercial training and coaching: 999293.' },
            },
          ],
        },
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
