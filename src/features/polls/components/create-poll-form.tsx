// Create a poll (ACP right polls.manage): question, description, answers, multiple choice with
// its maximum, an optional end, result visibility. The contract's rules come from its generated
// validator; what it cannot state (maximum within the answers, an end in the future) is below.
// What is typed lives in a draft (over a reload too) until the poll is created.
import { Box, Button, Checkbox, Heading, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useCreatePoll } from '../../../api/generated/endpoints/polls/polls';
import type { PollCreate } from '../../../api/generated/model/pollCreate';
import {
  CreatePollBody,
  createPollBodyOptionsMax,
  createPollBodyOptionsMin,
} from '../../../api/generated/zod/polls/polls.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { pollListsChanged } from '../queries';
import { pollsTexts } from '../texts';

const t = pollsTexts.create;
/** Multiple choice means at least two answers may be chosen (one is a single choice). */
const MIN_MULTIPLE = 2;

type PollValues = {
  question: string;
  description: string;
  options: string[];
  multipleChoice: boolean;
  /** As typed in the number field. */
  maxChoices: string;
  /** The value of the datetime-local field (local time), empty for no end. */
  endsAt: string;
  resultsBeforeClose: boolean;
};

const empty: PollValues = {
  question: '',
  description: '',
  options: ['', ''],
  multipleChoice: false,
  maxChoices: String(MIN_MULTIPLE),
  endsAt: '',
  resultsBeforeClose: false,
};

const draft = defineDraft('draft.polls.create', empty);

/** Local date and time as the contract's Timestamp (UTC); left as typed when it is no date. */
const timestampOf = (local: string) => {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
};

function toBody(v: PollValues): PollCreate {
  const description = v.description.trim();
  return {
    question: v.question.trim(),
    options: v.options.map((o) => o.trim()),
    resultsBeforeClose: v.resultsBeforeClose,
    ...(description ? { description } : {}),
    ...(v.multipleChoice ? { multipleChoice: true, maxChoices: Number(v.maxChoices) } : {}),
    ...(v.endsAt ? { endsAt: timestampOf(v.endsAt) } : {}),
  };
}

const range = (v: PollValues) => t.maxChoicesRange(MIN_MULTIPLE, Math.max(MIN_MULTIPLE, v.options.length));

function rules(v: PollValues) {
  const max = Number(v.maxChoices);
  const end = Date.parse(v.endsAt);
  return {
    maxChoices: v.multipleChoice && (max < MIN_MULTIPLE || max > v.options.length) ? range(v) : undefined,
    endsAt: v.endsAt && end <= Date.now() ? t.endsAtPast : undefined,
  };
}

export function CreatePollForm() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreatePollBody,
    initial: empty,
    draft,
    toBody,
    rules,
    messages: (v) => ({
      'options.*': { required: t.optionEmpty },
      maxChoices: { tooSmall: range(v), tooBig: range(v) },
    }),
  });
  const { values } = form;
  const create = useCreatePoll({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.created, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => pollListsChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  const optionsMessage = form.message('options');

  return (
    <Box as="section" aria-labelledby="create-poll" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="create-poll" mb="3">
        {t.heading}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        <FormField label={t.question} message={form.message('question')} required>
          <Input {...form.input('question')} />
        </FormField>
        <FormField label={t.description} message={form.message('description')}>
          <Textarea {...form.input('description')} rows={2} />
        </FormField>
        {values.options.map((_, i) => (
          <HStack key={i} align="end">
            <FormField flex="1" label={t.option(i + 1)} message={form.message(`options.${i}`)}>
              <Input {...form.input(`options.${i}`)} />
            </FormField>
            {values.options.length > createPollBodyOptionsMin ? (
              <IconButton
                variant="ghost"
                aria-label={t.removeOption(i + 1)}
                onClick={() =>
                  form.set(
                    'options',
                    values.options.filter((_o, j) => j !== i),
                  )
                }
              >
                <X />
              </IconButton>
            ) : null}
          </HStack>
        ))}
        {optionsMessage ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {optionsMessage}
          </Text>
        ) : null}
        <Box>
          <Button
            variant="outline"
            size="sm"
            disabled={values.options.length >= createPollBodyOptionsMax}
            onClick={() => form.set('options', [...values.options, ''])}
          >
            {t.addOption}
          </Button>
        </Box>
        <Stack gap="3">
          <Checkbox.Root
            checked={values.multipleChoice}
            onCheckedChange={(e) => form.set('multipleChoice', e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.multipleChoice}</Checkbox.Label>
          </Checkbox.Root>
          {values.multipleChoice ? (
            <FormField label={t.maxChoices} message={form.message('maxChoices')} maxW="16rem">
              <Input {...form.input('maxChoices')} type="number" inputMode="numeric" />
            </FormField>
          ) : null}
          <FormField label={t.endsAt} message={form.message('endsAt')} helper={t.endsAtHint} maxW="20rem">
            <Input {...form.input('endsAt')} type="datetime-local" />
          </FormField>
          <Checkbox.Root
            checked={values.resultsBeforeClose}
            onCheckedChange={(e) => form.set('resultsBeforeClose', e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.resultsBeforeClose}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
