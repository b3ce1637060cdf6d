// A sub-paragraph the batch save could not save because someone else saved it meanwhile (409):
// the shared conflict dialog with the saved text and the typed one. "Keep mine" sends this one
// sub-paragraph once (editRuleSubParagraph) against the version the server has now; "take
// theirs" drops the draft; "back" keeps the draft and lets it go on from the saved version.
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import {
  getGetRuleSubParagraphQueryOptions,
  useEditRuleSubParagraph,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleSubParagraph } from '../../../api/generated/model/serverRuleSubParagraph';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog } from '../../../components/form/conflict-dialog';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { subParagraphsChanged } from './queries';
import type { SubDrafts } from './use-sub-drafts';

/** One conflicted sub-paragraph: as the server has it now, with its paragraph's number. */
export interface SubConflict {
  sub: ServerRuleSubParagraph;
  paragraph: string;
}

const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });

export function SubConflictDialog({
  rulesetId,
  conflict,
  drafts,
  onResolved,
  onNewer,
  onBack,
}: {
  rulesetId: number;
  conflict: SubConflict;
  drafts: SubDrafts;
  /** This one is settled (saved or given up): the next conflict, if any. */
  onResolved: () => void;
  /** "Keep mine" met yet another save: compare against that one. */
  onNewer: (sub: ServerRuleSubParagraph) => void;
  onBack: () => void;
}) {
  const client = useQueryClient();
  const { sub, paragraph } = conflict;
  const yours = drafts.textOf(sub).trim();
  const edit = useEditRuleSubParagraph({
    mutation: {
      onSuccess: () => {
        drafts.drop(sub.id);
        onResolved();
      },
      onError: async (error) => {
        if (isAxiosError(error) && error.response?.status === 409) {
          try {
            return onNewer(await client.fetchQuery({ ...getGetRuleSubParagraphQueryOptions(sub.id), staleTime: 0 }));
          } catch (again) {
            return fail(again);
          }
        }
        fail(error);
      },
      onSettled: () => subParagraphsChanged(client, rulesetId, [sub.paragraphId]),
    },
  });
  return (
    <ConflictDialog
      open
      title={t.subConflict(paragraph, sub.number)}
      version={sub.version}
      rows={[{ field: t.subLabel(paragraph, sub.number), theirs: sub.text, yours }]}
      busy={edit.isPending}
      onKeepMine={() => {
        if (!edit.isPending) edit.mutate({ subParagraphId: sub.id, data: { text: yours, version: sub.version } });
      }}
      onTakeTheirs={() => {
        drafts.drop(sub.id);
        onResolved();
      }}
      onBack={() => {
        // Merged by hand: the next save of this text names the saved version.
        drafts.rebase(sub.id, sub.version);
        onBack();
      }}
    />
  );
}
