/**
 * Case studies: a Premium tool's owner asks, from the tool's analytics page, for a featured case
 * study; editors work the requests as a queue (new → in progress → done or declined). The server's
 * entry: the collection; the form is ./client.
 */
export { CaseStudyRequests } from './case-study-requests-collection'
