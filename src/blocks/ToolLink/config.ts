import type { Block, TextFieldSingleValidation } from 'payload'

import { validateToolSlug } from '../slug-pattern'

const validateExistingTool: TextFieldSingleValidation = async (value, { req }) => {
  const shape = validateToolSlug(value)
  if (shape !== true) return shape
  const { totalDocs } = await req.payload.count({
    collection: 'tools',
    where: { slug: { equals: value } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 ? true : `No tool has the slug "${value}".`
}

/** A card for one directory tool; the name, summary and pricing are read live when the page renders. */
export const ToolLinkBlock: Block = {
  slug: 'toolLink',
  interfaceName: 'ToolLinkBlock',
  labels: { singular: 'Tool link card', plural: 'Tool link cards' },
  fields: [
    {
      name: 'slug',
      label: 'Tool slug',
      type: 'text',
      required: true,
      maxLength: 120,
      validate: validateExistingTool,
      admin: { description: 'The slug of a tool in the directory, e.g. "seekout".' },
    },
  ],
}
