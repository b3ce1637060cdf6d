// A small contract form from a list of fields, for the board's administration (departments,
// unit types, staff, vehicles, codes, settings): each is checked by its generated validator,
// shows a server's 422 under the field, keeps its input when a send fails, and sends once.
// What was typed is a draft (a reload, a 401) until it is sent or cancelled.
import { Box, Button, Checkbox, Grid, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';

export type FieldValue = string | boolean;
export type SpecValues = Record<string, FieldValue>;

export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'select' | 'check';
  options?: ReadonlyArray<readonly [string, string]>;
  required?: boolean;
}

export interface Outcome {
  ok: () => void;
  fail: (error: unknown) => void;
}

interface SpecFormProps<Body> {
  title: string;
  fields: readonly FieldSpec[];
  initial: SpecValues;
  schema: ContractSchema<unknown>;
  toBody: (values: SpecValues) => Body;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: Body, outcome: Outcome) => void;
  /**
   * The draft's name, with the entity's id where the form is one per entity
   * (`draft.vcad.admin.department.3`). The key also carries `initial` (useServerDraft): the
   * edit forms start from the server's values, and a new code's order from the list's length.
   */
  draft: string;
  /** A button that drops what was typed (and the draft); `onCancel` then, e.g., closes the form. */
  cancelLabel?: string;
  onCancel?: () => void;
}

/** A number field as the contract's number; left as typed (and so rejected) when it is none. */
export const num = (value: FieldValue | undefined) =>
  typeof value === 'string' && value.trim() && Number.isFinite(Number(value))
    ? Number(value)
    : (value as unknown as number);
export const text = (value: FieldValue | undefined) => String(value ?? '').trim();

export function SpecForm<Body>(props: SpecFormProps<Body>) {
  const { title, fields, initial, schema, toBody, submitLabel, pending, onSubmit } = props;
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useServerDraft(props.draft, initial);
  const form = useContractForm({ schema, initial, draft, toBody });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    if (pending) return;
    onSubmit(body, {
      // Back to `initial`, without the draft. An edit form's caller puts the server's answer in
      // its query first, so the form then shows the saved values.
      ok: () => form.reset(),
      fail: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    });
  });
  const cancel = () => {
    setFailure(null);
    form.reset();
    props.onCancel?.();
  };
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" id={id} mb="2">
        {title}
      </Heading>
      <FormStack gap="2" onSubmit={submit} aria-labelledby={id}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(auto-fill, minmax(12rem, 1fr))' }} gap="2" alignItems="end">
          {fields.map((f) =>
            f.kind === 'check' ? (
              <Checkbox.Root
                key={f.name}
                size="sm"
                checked={form.values[f.name] === true}
                onCheckedChange={(e) => form.set(f.name, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{f.label}</Checkbox.Label>
              </Checkbox.Root>
            ) : (
              <FormField key={f.name} label={f.label} message={form.message(f.name)} required={f.required}>
                {f.kind === 'select' ? (
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      name={f.name}
                      value={String(form.values[f.name])}
                      onChange={(e) => form.set(f.name, e.target.value)}
                    >
                      {(f.options ?? []).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <Input size="sm" inputMode={f.kind === 'number' ? 'numeric' : undefined} {...form.input(f.name)} />
                )}
              </FormField>
            ),
          )}
        </Grid>
        {failure ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" size="sm" loading={pending}>
            {submitLabel}
          </Button>
          {props.cancelLabel ? (
            <Button size="sm" variant="ghost" onClick={cancel}>
              {props.cancelLabel}
            </Button>
          ) : null}
        </HStack>
      </FormStack>
    </Box>
  );
}
