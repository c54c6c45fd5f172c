/** Tool reports in the browser: the report form of /report. */
export { ReportForm } from './report-form'
