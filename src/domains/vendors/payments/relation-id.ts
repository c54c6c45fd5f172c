/**
 * The id of a reference that arrives either as the id or as the loaded object: a Payload
 * relationship (`number | Tool`) or an expandable Stripe field (`string | Stripe.PaymentMethod`).
 */
export function relationId<Id extends string | number>(value: Id | { id: Id } | null | undefined): Id | undefined {
  if (value == null) return undefined
  return typeof value === 'object' ? value.id : value
}
