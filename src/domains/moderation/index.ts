/** The moderation domain's entry: the editors' queues, their mails and the dashboard's figures (docs/accounts.md, "Editors' queues"). */
export { EDITOR_QUEUES, editorQueue, enteredQueue } from './queues'
export { queueEditorAlerts, sendEditorAlert, type EditorAlertInput } from './editor-alerts'
export { newQueueItemSubject } from './mail/new-queue-item'
export { queueSummaries } from './queue-summary'
export { waitingTime } from './waiting-time'
