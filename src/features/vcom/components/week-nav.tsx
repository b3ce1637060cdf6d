// The week a view shows (?week=, its Monday) with the steps to the week before, this week and
// the week after; this week is the URL without ?week= (onWeek(undefined)).
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { timesTexts } from '../times/texts';
import { mondayOf, stepWeek, sundayOf } from '../times/week';

export function WeekNav({ week, onWeek }: { week: string; onWeek: (week: string | undefined) => void }) {
  const t = timesTexts.week;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" aria-live="polite">
        {t.shown(formatDate(week), formatDate(sundayOf(week)))}
      </Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.label}>
        <Button size="sm" variant="outline" onClick={() => onWeek(stepWeek(week, -1))}>
          {t.previous}
        </Button>
        <Button size="sm" variant="outline" disabled={week === mondayOf()} onClick={() => onWeek(undefined)}>
          {t.current}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onWeek(stepWeek(week, 1))}>
          {t.next}
        </Button>
      </HStack>
    </Stack>
  );
}
