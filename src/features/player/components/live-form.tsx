// One small live action as a form (message, notification, waypoint, clipboard, live values):
// checked by the operation's generated validator, a 422 under its field, the game server's 503
// said once as such (mutations are never retried), what was typed kept on any failure and across
// a reload (the draft every caller names; success empties it). The
// crime factions' forms and the notes use it too; its frame (heading, failure, submit) is the
// shared FormSection, so the block exists once.
import { useState, type ReactNode } from 'react';
import { notifier } from '../../../components/feedback/toaster';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { FormSection } from '../../../components/form/form-section';
import type { StoredKey } from '../../../lib/storage';
import { useContractForm, type ContractForm } from '../../../components/form/use-contract-form';
import { actionError } from '../action-error';

interface Props<V extends object, B> {
  id: string;
  heading: string;
  schema: ContractSchema<unknown>;
  initial: V;
  /** Where what was typed is kept: defineDraft for an empty form, useServerDraft for server values. */
  draft: StoredKey<V>;
  toBody: (values: V) => B;
  /** Rules the contract cannot state (a path parameter typed in the form). */
  rules?: (values: V) => Record<string, string | undefined>;
  /** h3 in a page section (default), h2 where the form is a tab's own section. */
  level?: 'h2' | 'h3';
  submitLabel: string;
  done: string;
  busy: boolean;
  /** Sends; resolves when done, rejects with the request's error. */
  send: (body: B, values: V) => Promise<unknown>;
  children: (form: ContractForm<V, B>) => ReactNode;
}

export function LiveForm<V extends object, B>(props: Props<V, B>) {
  const { schema, initial, draft, toBody, rules, busy, send } = props;
  const form = useContractForm({ schema, initial, draft, toBody, rules });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((body) => {
    if (busy) return;
    setFailure(null);
    send(body, form.values).then(
      () => {
        form.reset();
        notifier.create({ title: props.done, type: 'success' });
      },
      (error: unknown) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
    );
  });
  return (
    <FormSection
      id={props.id}
      heading={props.heading}
      level={props.level}
      submitLabel={props.submitLabel}
      busy={busy}
      failure={failure}
      onSubmit={submit}
    >
      {props.children(form)}
    </FormSection>
  );
}
