// The editor of one ruleset: paragraphs with their sub-paragraphs, the batch save of
// every changed sub-paragraph, a new paragraph. Unsaved drafts guard leaving.
import { Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetRulesetParagraphsQueryOptions,
  getGetRulesetTreeQueryOptions,
  useSaveChangedSubParagraphs,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import { QueryState } from '../../../components/views/query-state';
import { notifier } from '../../../components/feedback/toaster';
import { editorTexts as t } from '../texts';
import { ParagraphEditor } from './paragraph-editor';
import { NewParagraphForm } from './new-paragraph-form';
import { subParagraphsChanged } from './queries';
import { SaveBar } from './save-bar';
import { useLeaveGuard } from './use-leave-guard';
import { batchOf, useSubDrafts, validateChanges } from './use-sub-drafts';

export function RulesetEditor({ rulesetId }: { rulesetId: number }) {
  const client = useQueryClient();
  const tree = useQuery(getGetRulesetTreeQueryOptions(rulesetId));
  // The tree has no versions: the paragraph list gives each header the version its edit sends.
  const paragraphs = useQuery(getGetRulesetParagraphsQueryOptions(rulesetId));
  const versions = new Map((paragraphs.data?.items ?? []).map((p) => [p.id, p.version]));
  const drafts = useSubDrafts(tree.data);
  const [errors, setErrors] = useState<Record<number, string>>({});
  useLeaveGuard(drafts.changed.length > 0);

  const save = useSaveChangedSubParagraphs({
    mutation: {
      onSuccess: (result) => {
        notifier.create({ title: t.saved(result.items.length), type: 'success' });
        drafts.clear();
      },
      onError: (error) => drafts.applyServerErrors(error),
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
  const saveAll = () => {
    const found = validateChanges(drafts.changed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ rulesetId, data: batchOf(drafts.changed) });
  };

  return (
    <QueryState query={tree}>
      {(data) => (
        <Stack gap="4">
          <SaveBar count={drafts.changed.length} saving={save.isPending} error={save.error} onSave={saveAll} />
          {data.paragraphs.map((p) => (
            <ParagraphEditor
              key={p.id}
              rulesetId={rulesetId}
              paragraph={p}
              version={versions.get(p.id)}
              drafts={drafts}
              errors={errors}
            />
          ))}
          <NewParagraphForm rulesetId={rulesetId} />
        </Stack>
      )}
    </QueryState>
  );
}
