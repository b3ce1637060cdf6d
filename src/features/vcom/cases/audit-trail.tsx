// Who changed what when [Verlauf]: the audit trail of a case or of a citizen file, newest first,
// with the changed fields where the entry names them. Loaded when shown (a button), not with the page.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { VcomAuditPage } from '../../../api/generated/model/vcomAuditPage';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { vcomTexts } from '../texts';
import { displayName } from './citizen-picker';
import { caseAuditOptions, citizenAuditOptions } from './queries';

const t = vcomTexts.auditTrail;
/** German words for the values of the fields a case change names (others show as sent). */
const values: Record<string, Record<string, string>> = {
  status: vcomTexts.caseStatus,
  priority: vcomTexts.casePriority,
  classification: vcomTexts.caseClassification,
};
const valueOf = (field: string, value: string | undefined) =>
  value === undefined ? undefined : (values[field]?.[value] ?? value);

function Trail({ options }: { options: ReturnType<typeof caseAuditOptions> | ReturnType<typeof citizenAuditOptions> }) {
  const audit = useQuery(options as ReturnType<typeof caseAuditOptions>);
  return (
    <QueryState query={audit} isEmpty={(d: VcomAuditPage) => d.items.length === 0} empty={t.empty}>
      {(data) => (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label={t.heading}>
          {data.items.map((a) => (
            <Box as="li" key={a.id}>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(a.at)} · {displayName(a.actor.name)} ({a.actor.rank})
              </Text>
              <Text>{a.summary}</Text>
              {a.changes?.map((c) => (
                <Text key={c.field} fontSize="sm">
                  {t.change(t.fields[c.field] ?? c.field, valueOf(c.field, c.from), valueOf(c.field, c.to))}
                </Text>
              ))}
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

export function AuditTrail({ of, id }: { of: 'case' | 'citizen'; id: number }) {
  const [shown, setShown] = useState(false);
  const headingId = `vcom-audit-${of}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id={headingId} mb="2">
        {t.heading}
      </Heading>
      {shown ? (
        <Trail options={of === 'case' ? caseAuditOptions(id) : citizenAuditOptions(id)} />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setShown(true)}>
          {t.show}
        </Button>
      )}
    </Box>
  );
}
