// The after-action report of a war (issue #34): one self-contained HTML file.
export { afterActionReport, REPORT_CSP } from './after-action-report.js';
export type { ReportDecision, ReportInput, ReportLog, ReportReview, ReportRoll } from './report-input.js';
