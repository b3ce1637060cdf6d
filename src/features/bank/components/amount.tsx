// A booking's amount, signed and coloured (in green, out red), with the sign as text so the
// direction does not depend on colour. Green one step darker than Chakra's fg.success, whose
// green.600 misses the 4.5:1 contrast for text on white.
import { Text, type TextProps } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/format';

export function Amount({ value, ...rest }: { value: number } & TextProps) {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      color={value < 0 ? 'fg.error' : { _light: 'green.700', _dark: 'green.300' }}
      {...rest}
    >
      {sign}
      {formatMoney(Math.abs(value))}
    </Text>
  );
}
