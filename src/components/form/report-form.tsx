// Report something to the moderators: a reason from the contract's ReportReason list and an
// optional text, checked by the report operation's generated validator (passed in: shared
// components do not import the API layer). The pictures and the
// social network report the same way; each passes its operation's mutation and its texts. A
// second report answers 409, said in place; a 422 lands under its field.
import { Box, Button, HStack, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { notifier } from '../feedback/toaster';
import { FormStack } from '../ui/form-stack';
import type { ContractSchema } from './contract-messages';
import { FormField } from './form-field';
import { useContractForm } from './use-contract-form';

export interface ReportFormTexts {
  heading: string;
  reason: string;
  placeholder: string;
  /** Under the reason when none is chosen. */
  choose: string;
  text: string;
  submit: string;
  /** The toast after the report is in. */
  sent: string;
}

/** The part of a generated report mutation the form uses (react-query's `mutate` with callbacks). */
export interface ReportMutation<Vars> {
  mutate: (vars: Vars, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/** The body every report operation of the contract takes (ReportCreate). */
export interface ReportBody<Reason extends string> {
  reason: Reason;
  text?: string;
}

export interface ReportFormProps<Vars, Reason extends string> {
  /** The report operation's generated body validator. */
  schema: ContractSchema<unknown>;
  mutation: ReportMutation<Vars>;
  /** The mutation's variables for a checked body (the reported thing's id and the body). */
  toVariables: (body: ReportBody<Reason>) => Vars;
  texts: ReportFormTexts;
  /** German names of the reasons the area offers, in the order shown. */
  reasons: Readonly<Record<Reason, string>>;
  onDone: () => void;
  /** When given, a button next to "send" closes the form without reporting. */
  cancelLabel?: string;
}

export function ReportForm<Vars, Reason extends string>({
  schema,
  mutation,
  toVariables,
  texts: t,
  reasons,
  onDone,
  cancelLabel,
}: ReportFormProps<Vars, Reason>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema,
    initial: { reason: '', text: '' },
    toBody: (v) =>
      ({ reason: v.reason || undefined, ...(v.text.trim() ? { text: v.text.trim() } : {}) }) as ReportBody<Reason>,
    messages: { reason: { required: t.choose, choice: t.choose } },
  });
  const submit = form.handleSubmit((body) => {
    if (mutation.isPending) return;
    setFailure(null);
    mutation.mutate(toVariables(body), {
      onSuccess: () => {
        notifier.create({ title: t.sent, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    });
  });
  return (
    <FormStack onSubmit={submit} aria-label={t.heading} borderWidth="1px" borderRadius="md" p="3">
      <FormField label={t.reason} message={form.message('reason')} required maxW="24rem">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
            onBlur={() => form.touch('reason')}
          >
            <option value="">{t.placeholder}</option>
            {(Object.keys(reasons) as Reason[]).map((value) => (
              <option key={value} value={value}>
                {reasons[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t.text} message={form.message('text')}>
        <Textarea {...form.input('text')} rows={2} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={mutation.isPending}>
          {t.submit}
        </Button>
        {cancelLabel ? (
          <Box>
            <Button type="button" size="sm" variant="ghost" onClick={onDone}>
              {cancelLabel}
            </Button>
          </Box>
        ) : null}
      </HStack>
    </FormStack>
  );
}
