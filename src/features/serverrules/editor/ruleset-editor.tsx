// The editor of one ruleset: paragraphs with their sub-paragraphs, the batch save of
// every changed sub-paragraph, a new paragraph. Unsaved drafts guard leaving.
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetRulesetTreeQueryOptions,
  useAddRuleParagraph,
  useSaveChangedSubParagraphs,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { ParagraphEditor } from './paragraph-editor';
import { paragraphsChanged, subParagraphsChanged } from './queries';
import { SaveBar } from './save-bar';
import { useLeaveGuard } from './use-leave-guard';
import { SUB_MAX, useSubDrafts, validateChanges } from './use-sub-drafts';

export function RulesetEditor({ rulesetId }: { rulesetId: number }) {
  const client = useQueryClient();
  const tree = useQuery(getGetRulesetTreeQueryOptions(rulesetId));
  const drafts = useSubDrafts(tree.data);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [number, setNumber] = useState('');
  const [title, setTitle] = useState('');
  useLeaveGuard(drafts.changed.length > 0);

  const save = useSaveChangedSubParagraphs({
    mutation: {
      onSuccess: (result) => {
        notifier.create({ title: t.saved(result.items.length), type: 'success' });
        drafts.clear();
      },
      onSettled: (_d, _e, vars) => {
        const ids = new Set(vars.data.items.map((i) => i.id));
        const paragraphs = (tree.data?.paragraphs ?? []).filter((p) => p.subParagraphs.some((s) => ids.has(s.id)));
        return subParagraphsChanged(
          client,
          rulesetId,
          paragraphs.map((p) => p.id),
        );
      },
    },
  });
  const addParagraph = useAddRuleParagraph({
    mutation: {
      onSuccess: () => {
        setNumber('');
        setTitle('');
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => paragraphsChanged(client, rulesetId),
    },
  });

  const saveAll = () => {
    const found = validateChanges(drafts.changed, { required: t.textRequired, tooLong: t.tooLong(SUB_MAX) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const items = drafts.changed.map(({ sub, text }) => ({ id: sub.id, text, order: sub.order, version: sub.version }));
    save.mutate({ rulesetId, data: { items } });
  };

  if (tree.isPending) return <LoadingLine />;
  if (tree.isError) return <QueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  return (
    <Stack gap="4">
      <SaveBar count={drafts.changed.length} saving={save.isPending} error={save.error} onSave={saveAll} />
      {tree.data.paragraphs.map((p) => (
        <ParagraphEditor key={p.id} rulesetId={rulesetId} paragraph={p} drafts={drafts} errors={errors} />
      ))}
      <Box
        as="form"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="lg"
        p="4"
        onSubmit={(e) => {
          e.preventDefault();
          if (number.trim() && title.trim())
            addParagraph.mutate({ rulesetId, data: { number: number.trim(), title: title.trim() } });
        }}
      >
        <Text fontWeight="semibold" mb="2">
          {t.newParagraph}
        </Text>
        <HStack align="end" wrap="wrap" gap="2">
          <Field.Root width="6rem">
            <Field.Label>{t.number}</Field.Label>
            <Input value={number} maxLength={16} placeholder="§ 5" onChange={(e) => setNumber(e.target.value)} />
          </Field.Root>
          <Field.Root flex="1" minW="12rem">
            <Field.Label>{t.paragraphTitle}</Field.Label>
            <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </Field.Root>
          <Button
            type="submit"
            variant="outline"
            disabled={!number.trim() || !title.trim()}
            loading={addParagraph.isPending}
          >
            {t.addParagraph}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
