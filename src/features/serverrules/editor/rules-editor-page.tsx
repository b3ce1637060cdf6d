// /rules/edit (ACP right serverrules.edit): pick a ruleset (?set=<id>), rename or
// delete it, edit its paragraphs and sub-paragraphs, add rulesets.
import { Box, Field, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearch } from '@tanstack/react-router';
import { getGetRulesetsQueryOptions } from '../../../api/generated/endpoints/serverrules/serverrules';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { editorTexts as t } from '../texts';
import { RulesetActions } from './ruleset-actions';
import { RulesetEditor } from './ruleset-editor';
import { RulesetForm } from './ruleset-form';

export function RulesEditorPage() {
  usePageTitle(t.title);
  const search: { set?: number } = useSearch({ strict: false });
  const navigate = useNavigate();
  const list = useQuery(getGetRulesetsQueryOptions());
  const rulesets = list.data?.items ?? [];
  const current = rulesets.find((r) => r.id === search.set) ?? rulesets[0];
  const open = (id?: number) => void navigate({ to: '/rules/edit', search: id ? { set: id } : {} });

  return (
    <Box p={{ base: '4', md: '8' }} maxW="56rem">
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="2">
        {t.intro}
      </Text>
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
      {list.isPending ? <LoadingLine /> : null}
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Stack gap="5">
        {list.data && rulesets.length === 0 ? <Text color="fg.muted">{t.noRulesets}</Text> : null}
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
    </Box>
  );
}
