// A registered weapon by its serial (?view=registers&tab=weapons&q=<serial>): model, owner,
// status and registration date; the citizen file's weapon list links here. An unknown serial
// says so under the field and keeps what was typed.
import { Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormField } from '../../../components/form/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { displayName } from '../cases/citizen-picker';
import { vcomTexts } from '../texts';
import { weaponOptions } from './queries';
import { registerTexts as t } from './texts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

/** The register answered 404: no weapon has this serial (other errors show with a retry). */
const isMissing = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 404;

export function Weapons({
  serial,
  onSerial,
  onOpenCitizen,
}: {
  serial: string | undefined;
  onSerial: (serial: string | undefined) => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  const [text, setText] = useState(serial ?? '');
  const wanted = serial?.trim().toUpperCase() ?? '';
  const weapon = useQuery({ ...weaponOptions(wanted), enabled: wanted.length > 0 });
  const missing = wanted && weapon.isError && isMissing(weapon.error) ? t.noWeapon(wanted) : undefined;
  return (
    <Stack gap="4">
      <FormStack
        aria-label={t.weaponLookup}
        onSubmit={(e) => {
          e.preventDefault();
          onSerial(text.trim().toUpperCase() || undefined);
        }}
      >
        <HStack gap="2" align="end">
          <FormField label={t.serialLabel} message={missing}>
            <Input
              value={text}
              placeholder={t.serialPlaceholder}
              onChange={(e) => setText(e.target.value)}
              maxW="14rem"
            />
          </FormField>
          <Button type="submit" variant="outline">
            {t.lookUp}
          </Button>
        </HStack>
      </FormStack>
      {!wanted ? (
        <Text color="fg.muted">{t.weaponHint}</Text>
      ) : missing ? null : (
        <QueryState query={weapon} pendingMinH="6rem">
          {(w) => (
            <Stack as="article" aria-labelledby="vcom-weapon" gap="3">
              <Heading as="h2" size="xl" id="vcom-weapon">
                {t.weaponHeading(w.serial)}
              </Heading>
              <Grid templateColumns="repeat(auto-fit, minmax(10rem, 1fr))" gap="3">
                <Fact label={t.model}>{w.model}</Fact>
                <Fact label={t.owner}>{w.owner ? displayName(w.owner.name) : '–'}</Fact>
                <Fact label={t.status}>{vcomTexts.weaponStatus[w.status]}</Fact>
                <Fact label={t.registeredAt}>{formatDateTime(w.registeredAt)}</Fact>
              </Grid>
              {w.owner ? (
                <Box>
                  <Button variant="outline" onClick={() => w.owner && onOpenCitizen(w.owner.id)}>
                    {t.openFile}
                  </Button>
                </Box>
              ) : null}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
