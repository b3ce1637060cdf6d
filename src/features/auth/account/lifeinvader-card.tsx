// The in-game advert service (Lifeinvader) beside the linked services: whether it is on, what
// an advert costs and how long it may be, and its address (common tag, getLifeinvaderRoute).
import { Card, DataList, Heading, Link, Text } from '@chakra-ui/react';
import { useGetLifeinvaderRoute } from '../../../api/generated/endpoints/common/common';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatMoney, formatNumber } from '../../../lib/format';
import { accountTexts } from './texts';

const t = accountTexts.lifeinvader;

export function LifeinvaderCard() {
  const route = useGetLifeinvaderRoute();
  return (
    <Card.Root as="section" aria-labelledby="lifeinvader" data-testid="lifeinvader">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="lifeinvader">
          {t.heading}
        </Heading>
        <Text color="fg.muted">{t.explain}</Text>
        <QueryState query={route}>
          {(r) => (
            <>
              <StatusBadge value={r.enabled ? 'on' : 'off'} labels={t.states} palettes={{ on: 'green', off: 'gray' }} />
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>{t.price}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatMoney(r.advertPrice)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t.length}</DataList.ItemLabel>
                  <DataList.ItemValue>{t.chars(formatNumber(r.maxTextLength))}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {r.enabled ? (
                <Link href={r.path} colorPalette="brand" fontWeight="medium">
                  {t.open}
                </Link>
              ) : (
                <Text fontSize="sm">{t.offHint}</Text>
              )}
            </>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
