// /rules/edit (ACP right serverrules.edit): pick a ruleset (?set=<id>), rename or
// delete it, edit its paragraphs and sub-paragraphs, add rulesets.
import { Field, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { allRulesetsOptions, pickRuleset } from '../queries';
import type { RulesetSearch } from '../search-params';
import { editorTexts as t } from '../texts';
import { RulesetActions } from './ruleset-actions';
import { RulesetEditor } from './ruleset-editor';
import { RulesetForm } from './ruleset-form';

export function RulesEditorPage() {
  const [search, setSearch] = useSearchState<RulesetSearch>();
  const list = useQuery(allRulesetsOptions());
  const rulesets = list.data?.items ?? [];
  const current = pickRuleset(rulesets, search.set);
  const open = (id?: number) => setSearch({ set: id });

  return (
    <PageFrame
      title={t.title}
      description={
        <Text color="fg.muted" mb="2">
          {t.intro}
        </Text>
      }
    >
      {/* The reader shows listed rulesets only: an unlisted one gets a hint, not a link that would open another. */}
      {current && !current.listed ? (
        <Text color="fg.muted" mb="4" data-testid="not-in-reader">
          {t.notInReader}
        </Text>
      ) : (
        <Link asChild mb="4" display="inline-block">
          <RouterLink to="/rules" search={current ? { set: current.id } : {}}>
            {t.toReader}
          </RouterLink>
        </Link>
      )}
      <Stack gap="5">
        <QueryState query={list} isEmpty={(data) => data.items.length === 0} empty={t.noRulesets}>
          {() => null}
        </QueryState>
        {current ? (
          <>
            <Field.Root maxW="28rem">
              <Field.Label>{t.rulesetLabel}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={current.id} onChange={(e) => open(Number(e.target.value))}>
                  {rulesets.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.listed ? r.title : `${r.title} ${t.unlisted}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <RulesetActions key={`a${current.id}`} ruleset={current} onDeleted={() => open()} />
            <RulesetEditor key={current.id} rulesetId={current.id} />
          </>
        ) : null}
        <RulesetForm onCreated={(r) => open(r.id)} />
      </Stack>
    </PageFrame>
  );
}
