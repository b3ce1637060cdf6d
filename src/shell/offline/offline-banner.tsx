// A banner while the browser is offline (queries are paused meanwhile and refetch
// on reconnect, see use-online.ts). Nothing is rendered while online.
import { Alert } from '@chakra-ui/react';
import { useEffect } from 'react';
import { offlineTexts } from './texts';
import { syncOnlineManager, useOnline } from '../../lib/use-online';

export function OfflineBanner() {
  const online = useOnline();
  useEffect(() => syncOnlineManager(), []);
  return (
    <div role="status" aria-live="polite" data-testid="offline-status">
      {online ? null : (
        <Alert.Root status="warning" borderRadius="0" data-testid="offline-banner">
          <Alert.Indicator />
          <Alert.Title>{offlineTexts.offline}</Alert.Title>
        </Alert.Root>
      )}
    </div>
  );
}
