// A change to a character's record that asks for confirmation and a reason (rename, admin flag,
// casino ban, prison time): the fields and the reason are checked by the operation's generated
// validator, a 422 (or a 409 naming a field) lands under its field, what was typed stays on a
// failure, and the button waits while the request runs. What was typed is a draft per target
// (survives a reload); success and cancel drop it.
import { Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { useServerDraft } from '../../../components/form/draft';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { actionError } from '../action-error';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.actions;

export interface ChangeField {
  name: string;
  label: string;
  required?: boolean;
  numeric?: boolean;
  initial?: string;
}

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  fields?: readonly ChangeField[];
  /** Fixed parts of the body the dialog does not ask for (the admin flag's new value). */
  extra?: Record<string, unknown>;
  /** The draft's storage key, with the target's id in it (`draft.acp.player.4711.rename`). */
  draft: string;
  schema: ContractSchema<unknown>;
  busy: boolean;
  /** Sends the checked body; resolves when done, rejects with the request's error. */
  onConfirm: (data: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

const toNumber = (v: string) => (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.')));

export function ChangeDialog(props: Props) {
  const { title, body, confirmLabel, fields = [], extra, schema, busy, onConfirm, onClose } = props;
  const initial: Record<string, string> = { reason: '' };
  for (const f of fields) initial[f.name] = f.initial ?? '';
  // Fields may start from the server's values (the current name): the key follows them.
  const draft = useServerDraft(props.draft, initial);
  const form = useContractForm({
    schema,
    initial,
    draft,
    toBody: (v: Record<string, string>) => {
      const out: Record<string, unknown> = { ...extra, reason: (v.reason ?? '').trim() };
      for (const f of fields) {
        const value = f.numeric ? toNumber(v[f.name] ?? '') : (v[f.name] ?? '').trim();
        if (value !== undefined && value !== '') out[f.name] = value;
      }
      return out;
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((data) => {
    if (busy) return;
    setFailure(null);
    onConfirm(data as Record<string, unknown>).then(
      () => {
        form.reset();
        onClose();
      },
      (error: unknown) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
    );
  });
  // Cancel (button, Escape, close) drops the draft; closing the page keeps it.
  const cancel = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={t.cancel}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={cancel}
    >
      {fields.map((f) => (
        <FormField key={f.name} label={f.label} message={form.message(f.name)} required={f.required}>
          <Input {...form.input(f.name)} inputMode={f.numeric ? 'numeric' : undefined} autoComplete="off" />
        </FormField>
      ))}
      <FormField label={t.reason} message={form.message('reason')} required>
        <Textarea {...form.input('reason')} rows={2} />
      </FormField>
    </FormDialog>
  );
}
