// Create a poll (ACP right polls.manage): question, description, 2 to 10 answers.
import { Box, Button, Checkbox, Field, Heading, HStack, IconButton, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useCreatePoll } from '../../../api/generated/endpoints/polls/polls';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { fieldErrors } from '../../../lib/field-errors';
import { pollListsChanged } from '../queries';
import { pollsTexts } from '../texts';
import { validatePoll, type PollDraft, type PollErrors } from '../validate';
import { FormStack } from '../../../components/ui/form-stack';

const t = pollsTexts.create;
const empty: PollDraft = { question: '', description: '', options: ['', ''], resultsBeforeClose: false };

export function CreatePollForm() {
  const client = useQueryClient();
  const [draft, setDraft] = useState<PollDraft>(empty);
  const [errors, setErrors] = useState<PollErrors>({});
  const create = useCreatePoll({
    mutation: {
      onSuccess: () => {
        setDraft(empty);
        notifier.create({ title: t.created, type: 'success' });
      },
      onError: (error) => setErrors(fieldErrors(error)),
      onSettled: () => pollListsChanged(client),
    },
  });
  const setOption = (i: number, value: string) =>
    setDraft({ ...draft, options: draft.options.map((o, j) => (j === i ? value : o)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePoll(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const description = draft.description.trim();
    create.mutate({
      data: {
        question: draft.question.trim(),
        options: draft.options.map((o) => o.trim()),
        resultsBeforeClose: draft.resultsBeforeClose,
        ...(description ? { description } : {}),
      },
    });
  };

  return (
    <Box as="section" aria-labelledby="create-poll" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="create-poll" mb="3">
        {t.heading}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        <Field.Root invalid={!!errors.question} required>
          <Field.Label>{t.question}</Field.Label>
          <Input value={draft.question} onChange={(e) => setDraft({ ...draft, question: e.target.value })} />
          {errors.question ? <Field.ErrorText>{errors.question}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.description}</Field.Label>
          <Textarea
            value={draft.description}
            rows={2}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </Field.Root>
        {draft.options.map((option, i) => (
          <HStack key={i} align="end">
            <Field.Root flex="1" invalid={!!errors.options && !option.trim()}>
              <Field.Label>{t.option(i + 1)}</Field.Label>
              <Input value={option} maxLength={120} onChange={(e) => setOption(i, e.target.value)} />
            </Field.Root>
            {draft.options.length > 2 ? (
              <IconButton
                variant="ghost"
                aria-label={t.removeOption(i + 1)}
                onClick={() => setDraft({ ...draft, options: draft.options.filter((_, j) => j !== i) })}
              >
                <X />
              </IconButton>
            ) : null}
          </HStack>
        ))}
        {errors.options ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.options}
          </Text>
        ) : null}
        <HStack wrap="wrap" gap="4">
          <Button
            variant="outline"
            size="sm"
            disabled={draft.options.length >= 10}
            onClick={() => setDraft({ ...draft, options: [...draft.options, ''] })}
          >
            {t.addOption}
          </Button>
          <Checkbox.Root
            checked={draft.resultsBeforeClose}
            onCheckedChange={(e) => setDraft({ ...draft, resultsBeforeClose: e.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.resultsBeforeClose}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {create.isError && Object.keys(errors).length === 0 ? (
          <Text color="fg.error" role="alert">
            {describeError(create.error)}
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
