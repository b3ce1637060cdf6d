// What every part of an opened case does when it writes: one failure line, the part and the case
// (counters, version, audit) fetched again after each write, errors under the form's fields
// when the server names them (422), and the failure line cleared when a form is sent again.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/describe-error';
import { caseChanged } from './queries';

interface ServerForm {
  applyServerErrors: (error: unknown) => boolean;
}

export function useCaseWrite(caseId: number, key: QueryKey) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: key }), caseChanged(client, caseId)]);
  return {
    failure,
    /** A mutation's options; `settle` runs after either outcome's own work (closing a dialog). */
    options: <T>(onSuccess: (data: T) => void, form?: ServerForm, settle?: () => void) => ({
      onSuccess: (data: T) => {
        settle?.();
        onSuccess(data);
      },
      onError: (error: unknown) => {
        settle?.();
        setFailure(form?.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: refresh,
    }),
    /** Clears the failure line before a new try. */
    clear: () => setFailure(null),
    /** The form's submit: the failure line cleared, then `send`. */
    submit: <B>(
      form: { handleSubmit: (send: (body: B) => void) => (event?: FormEvent) => void },
      send: (body: B) => void,
    ) =>
      form.handleSubmit((body) => {
        setFailure(null);
        send(body);
      }),
  };
}
