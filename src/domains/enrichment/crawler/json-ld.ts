import type { CheerioAPI } from 'cheerio'

export interface SoftwareOffer {
  name?: string
  price?: number
  priceCurrency?: string
  description?: string
}

export interface SoftwareApplicationData {
  name?: string
  description?: string
  applicationCategory?: string
  featureList: string[]
  offers: SoftwareOffer[]
}

type JsonObject = Record<string, unknown>

const SOFTWARE_TYPES = ['SoftwareApplication', 'WebApplication', 'MobileApplication', 'Product']

function asObjects(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(asObjects)
  if (value && typeof value === 'object') {
    const object = value as JsonObject
    return [object, ...asObjects(object['@graph'])]
  }
  return []
}

function types(object: JsonObject): string[] {
  const type = object['@type']
  return (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === 'string')
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

function offersOf(value: unknown): SoftwareOffer[] {
  return asObjects(value).flatMap((offer) => {
    if (types(offer).includes('AggregateOffer')) {
      const low = Number(offer.lowPrice)
      return [{ name: text(offer.name), price: Number.isFinite(low) ? low : undefined, priceCurrency: text(offer.priceCurrency) }, ...offersOf(offer.offers)]
    }
    const price = Number(offer.price)
    return [{
      name: text(offer.name),
      price: offer.price !== undefined && Number.isFinite(price) ? price : undefined,
      priceCurrency: text(offer.priceCurrency),
      description: text(offer.description),
    }]
  })
}

function featureListOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter((item): item is string => Boolean(item))
  const single = text(value)
  return single ? single.split(/\s*(?:\n|,|;)\s*/).filter(Boolean) : []
}

/** The first SoftwareApplication-like object among the page's JSON-LD blocks (invalid blocks are skipped). */
export function extractSoftwareApplication($: CheerioAPI): SoftwareApplicationData | null {
  for (const element of $('script[type="application/ld+json"]').toArray()) {
    let parsed: unknown
    try {
      parsed = JSON.parse($(element).text())
    } catch {
      continue
    }
    const match = asObjects(parsed).find((object) => types(object).some((type) => SOFTWARE_TYPES.includes(type)))
    if (!match) continue
    return {
      name: text(match.name),
      description: text(match.description),
      applicationCategory: text(match.applicationCategory),
      featureList: featureListOf(match.featureList),
      offers: offersOf(match.offers),
    }
  }
  return null
}
