/** Case studies in the browser: the request form on a Premium tool's analytics page. */
export { CaseStudyForm } from './case-study-form'
