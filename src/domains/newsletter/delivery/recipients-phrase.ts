import { formatCount } from '@/platform/text/format-count'

/** "1,000 confirmed subscribers": how the confirmation and the send's answer name who gets an issue. */
export const recipientsPhrase = (count: number) => `${formatCount(count)} confirmed subscriber${count === 1 ? '' : 's'}`
