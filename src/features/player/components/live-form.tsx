// One small live action as a form (message, notification, waypoint, clipboard, live values):
// checked by the operation's generated validator, a 422 under its field, the game server's 503
// said once as such (mutations are never retried), what was typed kept on any failure.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { notifier } from '../../../components/feedback/toaster';
import type { ContractSchema } from '../../../components/form/contract-messages';
import type { StoredKey } from '../../../lib/storage';
import { useContractForm, type ContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { actionError } from '../action-error';

interface Props<V extends object, B> {
  id: string;
  heading: string;
  schema: ContractSchema<unknown>;
  initial: V;
  draft?: StoredKey<V>;
  toBody: (values: V) => B;
  /** Rules the contract cannot state (a path parameter typed in the form). */
  rules?: (values: V) => Record<string, string | undefined>;
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
    <Box as="section" aria-labelledby={props.id} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="sm" id={props.id} mb="3">
        {props.heading}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        {props.children(form)}
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {props.submitLabel}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
