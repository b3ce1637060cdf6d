// A small contract form from a list of fields, for the board's administration (departments,
// unit types, staff, vehicles, codes, settings): each is checked by its generated validator,
// shows a server's 422 under the field, keeps its input when a send fails, and sends once.
import { Box, Button, Checkbox, Grid, Heading, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ContractSchema } from '../../../components/form/contract-messages';
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
  /** Keep the values after a success (an edit form) instead of emptying the form. */
  keep?: boolean;
}

/** A number field as the contract's number; left as typed (and so rejected) when it is none. */
export const num = (value: FieldValue | undefined) =>
  typeof value === 'string' && value.trim() && Number.isFinite(Number(value))
    ? Number(value)
    : (value as unknown as number);
export const text = (value: FieldValue | undefined) => String(value ?? '').trim();

export function SpecForm<Body>(props: SpecFormProps<Body>) {
  const { title, fields, initial, schema, toBody, submitLabel, pending, onSubmit, keep } = props;
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema, initial, toBody });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    if (pending) return;
    onSubmit(body, {
      ok: () => (keep ? undefined : form.reset()),
      fail: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    });
  });
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
        <Button type="submit" size="sm" alignSelf="start" loading={pending}>
          {submitLabel}
        </Button>
      </FormStack>
    </Box>
  );
}
