// Inline error of a failed request inside a page: the German reason and a retry.
// The rest of the page stays usable (a failing request never blanks the screen).
import { Alert, Button } from '@chakra-ui/react';
import { describeError } from '../../lib/describe-error';
import { feedbackTexts } from './texts';

interface QueryErrorProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

export function QueryError({ error, title = feedbackTexts.errorTitle, onRetry }: QueryErrorProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {feedbackTexts.retry}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** A short, polite loading line for a part of a page. */
export function LoadingLine({ label = feedbackTexts.loading }: { label?: string }) {
  return (
    <Alert.Root status="neutral" variant="outline" role="status" aria-live="polite" borderStyle="dashed">
      <Alert.Description>{label}</Alert.Description>
    </Alert.Root>
  );
}
