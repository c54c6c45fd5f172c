'use client'

import { Button } from './button'

/** A small inline form's buttons: submit (its label while sending) and Cancel, which closes the form. */
export function SubmitOrCancel({ label, busyLabel, busy, onCancel }: { label: string; busyLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}
