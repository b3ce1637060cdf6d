// A definition list of label/value pairs (the overview and the account).
import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Facts({ rows, label }: { rows: ReadonlyArray<[string, ReactNode]>; label: string }) {
  return (
    <Grid as="dl" aria-label={label} templateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap="2">
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Grid>
  );
}
