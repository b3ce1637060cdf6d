// The editor of one ruleset: paragraphs with their sub-paragraphs, the batch save of
// every changed sub-paragraph, a new paragraph. Unsaved drafts guard leaving. A batch refused
// with 409 (all or nothing: someone saved one of the sub-paragraphs meanwhile) opens the conflict
// dialog for each sub-paragraph saved elsewhere, one after the other: each has its own version
// and its own answer (keep mine, take theirs); the other changes stay as unsaved drafts.
import { Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import {
  getGetRulesetParagraphsQueryOptions,
  getGetRulesetTreeQueryOptions,
  useSaveChangedSubParagraphs,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleSubParagraphBatch } from '../../../api/generated/model/serverRuleSubParagraphBatch';
import { QueryState } from '../../../components/views/query-state';
import { notifier } from '../../../components/feedback/toaster';
import { editorTexts as t } from '../texts';
import { ParagraphEditor } from './paragraph-editor';
import { NewParagraphForm } from './new-paragraph-form';
import { subParagraphsChanged } from './queries';
import { SaveBar } from './save-bar';
import { SubConflictDialog, type SubConflict } from './sub-conflict-dialog';
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
  const [conflicts, setConflicts] = useState<SubConflict[]>([]);
  /** The 409 the dialog answers: the save bar's alert leaves it out. */
  const [shown, setShown] = useState<unknown>(null);

  /** The sent sub-paragraphs whose version the server has moved on from, as it has them now. */
  const staleOf = async (items: ServerRuleSubParagraphBatch['items']): Promise<SubConflict[]> => {
    try {
      const fresh = await client.fetchQuery({ ...getGetRulesetTreeQueryOptions(rulesetId), staleTime: 0 });
      const now = new Map(
        fresh.paragraphs.flatMap((p) => p.subParagraphs.map((sub) => [sub.id, { sub, paragraph: p.number }] as const)),
      );
      return items.flatMap((item) => {
        const found = now.get(item.id);
        return found && found.sub.version !== item.version ? [found] : [];
      });
    } catch {
      return [];
    }
  };

  const save = useSaveChangedSubParagraphs({
    mutation: {
      onSuccess: (result) => {
        notifier.create({ title: t.saved(result.items.length), type: 'success' });
        drafts.clear();
      },
      onError: async (error, vars) => {
        if (isAxiosError(error) && error.response?.status === 409) {
          const stale = await staleOf(vars.data.items);
          // None found (the tree cannot say which): the save bar's alert says what the server said.
          if (stale.length > 0) {
            setShown(error);
            return setConflicts(stale);
          }
        }
        drafts.applyServerErrors(error);
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
          <SaveBar
            count={drafts.changed.length}
            saving={save.isPending}
            error={save.error === shown ? null : save.error}
            onSave={saveAll}
          />
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
          {conflicts[0] ? (
            <SubConflictDialog
              key={`${conflicts[0].sub.id}.${conflicts[0].sub.version}`}
              rulesetId={rulesetId}
              conflict={conflicts[0]}
              drafts={drafts}
              onResolved={() => setConflicts((queue) => queue.slice(1))}
              onNewer={(sub) => setConflicts((queue) => queue.map((c) => (c.sub.id === sub.id ? { ...c, sub } : c)))}
              // The rest keep the version they were begun from: the next save shows them again.
              onBack={() => setConflicts([])}
            />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
