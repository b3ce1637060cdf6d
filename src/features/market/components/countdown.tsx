// A lot's countdown: the time left as text (with the end as a tooltip and for screen readers),
// recomputed from the end time every second. Not a live region: it would speak every second.
import { Text, type TextProps } from '@chakra-ui/react';
import { formatDateTime } from '../../../lib/format';
import { formatLeft, msLeft, useNow } from '../countdown';
import { marketTexts } from '../texts';

const t = marketTexts.countdown;

export function Countdown({ endsAt, ...rest }: { endsAt: string } & TextProps) {
  const left = msLeft(endsAt, useNow());
  const end = formatDateTime(endsAt);
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" title={t.endsAt(end)} data-testid="countdown" {...rest}>
      {left > 0 ? (
        <>
          {t.label} <time dateTime={endsAt}>{formatLeft(left)}</time>
          <Text as="span" srOnly>
            {` (${t.endsAt(end)})`}
          </Text>
        </>
      ) : (
        t.ended
      )}
    </Text>
  );
}
