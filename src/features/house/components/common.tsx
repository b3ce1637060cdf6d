// Small parts the house screens share: the failure line and submit button that end a form, a
// facts grid and the right check in a house (useCan with the house as scope).
import { Box, Button, Grid, Text } from '@chakra-ui/react';
import type { House } from '../../../api/generated/model/house';
import { useCan, type OperationId } from '../../../api/permissions';

/** May the signed-in character do `operationId` in this house (its myRole and myRights)? */
export function useHouseCan(operationId: OperationId, house: House): boolean {
  return useCan(operationId, { org: house });
}

export function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text color="fg.error" role="alert">
      {text}
    </Text>
  ) : null;
}

export function Facts({ rows, label }: { rows: ReadonlyArray<readonly [string, string]>; label?: string }) {
  return (
    <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm" aria-label={label}>
      {rows.map(([name, value]) => (
        <Box key={name} display="contents">
          <Text as="dt" color="fg.muted">
            {name}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Grid>
  );
}

/** The end of a form: what went wrong (if anything), then its submit button. */
export function SubmitRow({ failure, pending, label }: { failure: string | null; pending: boolean; label: string }) {
  return (
    <>
      <Failure text={failure} />
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
          {label}
        </Button>
      </Box>
    </>
  );
}

/** A section with a heading the region is named by. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="3">
      <Text as="h3" id={id} fontWeight="semibold" mb="2">
        {title}
      </Text>
      {children}
    </Box>
  );
}
