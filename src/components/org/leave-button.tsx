// Quit an organisation or property (move out of a house, leave a flat or a company), or hand
// it back: one button, a confirmation that says what follows, an optional reason. Pending while
// the caller's send runs (no second send). Owners usually may not quit (hand over first): the
// caller leaves the button out then.
//
//   <LeaveButton label="Ausziehen" title="Aus Haus Vinewood ausziehen?"
//     body="Deine Schlüssel und dein Zugang zum Lager enden sofort." busy={quit.isPending}
//     onConfirm={() => quit.mutate({ houseId })} />
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { orgTexts as t } from './texts';

interface LeaveButtonProps {
  label: string;
  title: string;
  body?: string;
  busy?: boolean;
  reasonLabel?: string;
  reasonRequired?: boolean;
  onConfirm: (reason?: string) => void;
}

export function LeaveButton({ label, title, body, busy, reasonLabel, reasonRequired, onConfirm }: LeaveButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" loading={busy} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        body={body}
        confirmLabel={label}
        cancelLabel={t.cancel}
        reason={reasonLabel ? { label: reasonLabel, required: reasonRequired } : undefined}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => {
          setAsking(false);
          onConfirm(reason);
        }}
      />
    </>
  );
}
