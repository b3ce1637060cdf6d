// The confirmation of a destructive live action with its reason (whitelist entry, trunk stack):
// the reason is checked as a kick's (the contract's PlayerActionReason, 3–500 characters), a 422
// lands under the field, an offline server (503) is said; what was typed stays on a failure and
// is a draft per target (survives a reload); success and cancel drop it.
import { Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { KickGameserverPlayerBody as ReasonBody } from '../../api/generated/zod/gameserver/gameserver.zod';
import { defineDraft } from '../../components/form/draft';
import { FormDialog } from '../../components/form/form-dialog';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { liveError } from './offline';

interface Props {
  title: string;
  body?: string;
  reasonLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The draft's storage key, with the target's id in it (`draft.acp.server.whitelist.3.remove`). */
  draft: string;
  busy: boolean;
  /** Sends; resolves when done, rejects with the request's error. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

const empty = { reason: '' };

export function ReasonConfirm(props: Props) {
  const { busy, onConfirm, onClose } = props;
  const draft = useMemo(() => defineDraft(props.draft, empty), [props.draft]);
  const form = useContractForm({
    schema: ReasonBody,
    initial: empty,
    draft,
    toBody: (v: { reason: string }) => ({ reason: v.reason.trim() }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((data) => {
    if (busy) return;
    setFailure(null);
    onConfirm(data.reason).then(
      () => {
        form.reset();
        onClose();
      },
      (error: unknown) => setFailure(form.applyServerErrors(error) ? null : liveError(error)),
    );
  });
  // Cancel (button, Escape, close) drops the draft; closing the page keeps it.
  const cancel = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title={props.title}
      body={props.body}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      tone="danger"
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={cancel}
    >
      <FormField label={props.reasonLabel} message={form.message('reason')} required>
        <Textarea {...form.input('reason')} rows={3} />
      </FormField>
    </FormDialog>
  );
}
