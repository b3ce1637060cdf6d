// A state as a coloured badge. The label map is typed by the contract's enum
// (`labels satisfies Record<PollState, string>` in the area's texts), so a value the
// contract adds or renames fails to compile until it has a German label.
import { Badge, type BadgeProps } from '@chakra-ui/react';

interface StatusBadgeProps<T extends string> extends Omit<BadgeProps, 'children'> {
  value: T;
  labels: Readonly<Record<T, string>>;
  palettes?: Readonly<Partial<Record<T, BadgeProps['colorPalette']>>>;
}

export function StatusBadge<T extends string>({ value, labels, palettes, ...rest }: StatusBadgeProps<T>) {
  return (
    <Badge colorPalette={palettes?.[value] ?? 'gray'} {...rest}>
      {labels[value] ?? value}
    </Badge>
  );
}
