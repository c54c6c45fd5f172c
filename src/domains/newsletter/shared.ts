/** The newsletter domain's values and pure functions that are safe in the browser and in the proxy. */
export { recipientsPhrase } from './delivery/recipients-phrase'
export type { SendProgress } from './delivery/progress'
