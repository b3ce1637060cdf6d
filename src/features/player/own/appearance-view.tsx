// ?view=appearance: the mugshot (passport photo, an image on the portal's own host, with its
// size and alt text; a new one uploaded as the contract says: PNG, JPEG or WebP, ≤ 2 MiB) and
// the ped editor as the contract models it: the appearance's values in a form, checked by the
// generated validator, with a preview of the values as text. No 3D model: the game draws it.
// Loaded on demand (a chunk of its own).
import { Box, Button, chakra, DataList, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetPlayerMugshotQueryKey,
  getGetPlayerPedEditorQueryKey,
  useGetPlayerMugshot,
  useGetPlayerPedEditor,
  useSavePlayerPedEditor,
  useUploadPlayerMugshot,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerMugshot } from '../../../api/generated/model/playerMugshot';
import type { PlayerPedAppearance } from '../../../api/generated/model/playerPedAppearance';
import type { PlayerPedAppearanceGender } from '../../../api/generated/model/playerPedAppearanceGender';
import {
  SavePlayerPedEditorBody,
  savePlayerPedEditorBodyEyeColorMax,
  savePlayerPedEditorBodyFatherMax,
  savePlayerPedEditorBodyHairColorMax,
  savePlayerPedEditorBodyHairStyleMax,
  savePlayerPedEditorBodyMotherMax,
  UploadPlayerMugshotBody,
} from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { Section } from './section';
import { ownTexts } from './texts';

const tm = ownTexts.mugshot;
const tp = ownTexts.ped;
const MAX_BYTES = 2_097_152;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** Only a path on the portal's own host is shown: never an external host. */
const ownPath = (image: string) => image.startsWith('/') && !image.startsWith('//');

export default function AppearanceView() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      <Mugshot />
      <PedEditor />
    </SimpleGrid>
  );
}

function Mugshot() {
  const query = useGetPlayerMugshot();
  return (
    <Section id="own-mugshot" title={tm.heading}>
      <QueryState query={query} pendingMinH="14rem">
        {(m) => (
          <Stack gap="4">
            <HStack gap="4" align="start" wrap="wrap">
              {ownPath(m.image) ? (
                <chakra.img
                  src={m.image}
                  alt={tm.altSelf}
                  htmlWidth={160}
                  htmlHeight={200}
                  w="160px"
                  h="200px"
                  objectFit="cover"
                  borderRadius="md"
                  bg="bg.muted"
                  data-testid="own-mugshot"
                />
              ) : null}
              {m.updatedAt ? (
                <Text color="fg.muted" fontSize="sm">
                  {tm.updated}: {formatDateTime(m.updatedAt)}
                </Text>
              ) : null}
            </HStack>
            <MugshotUpload />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function fileMessage(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!TYPES.includes(file.type)) return tm.type;
  if (file.size > MAX_BYTES) return tm.size(formatNumber(file.size / 1_048_576, 1));
  return undefined;
}

function MugshotUpload() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const form = useContractForm({
    schema: UploadPlayerMugshotBody,
    initial: {},
    toBody: () => ({ file }) as { file: Blob },
    rules: () => ({ file: fileMessage(file) }),
    messages: { file: { required: tm.missing, format: tm.missing } },
  });
  const upload = useUploadPlayerMugshot({
    mutation: {
      onSuccess: (next: PlayerMugshot) => {
        setFailure(null);
        setFile(null);
        setInputKey((k) => k + 1);
        form.reset();
        client.setQueryData(getGetPlayerMugshotQueryKey(), next);
        notifier.create({ title: tm.uploaded, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (upload.isPending) return;
    setFailure(null);
    upload.mutate({ data });
  });
  return (
    <FormStack aria-label={tm.file} onSubmit={submit}>
      <FormField label={tm.file} message={form.message('file')} helper={tm.helper} required>
        <Input
          key={inputKey}
          type="file"
          name="file"
          accept={TYPES.join(',')}
          p="1"
          onChange={(e) => {
            form.touch('file');
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" variant="outline" loading={upload.isPending}>
          {tm.submit}
        </Button>
      </Box>
    </FormStack>
  );
}

// The form's values: strings as typed (numbers are checked by the contract's validator on the
// body); `edited` says whether they or the stored appearance count.
const EMPTY = {
  gender: 'male',
  mother: '',
  father: '',
  resemblance: '',
  skinTone: '',
  hairStyle: '',
  hairColor: '',
  highlightColor: '',
  eyeColor: '',
  edited: false,
};
type PedValues = typeof EMPTY;
const pedDraft = defineDraft('player-own-ped', EMPTY);
const str = (n: number | undefined) => (n === undefined ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));

function valuesOf(a: PlayerPedAppearance): PedValues {
  return {
    gender: a.gender,
    mother: str(a.mother),
    father: str(a.father),
    resemblance: str(a.resemblance),
    skinTone: str(a.skinTone),
    hairStyle: str(a.hairStyle),
    hairColor: str(a.hairColor),
    highlightColor: str(a.highlightColor),
    eyeColor: str(a.eyeColor),
    edited: false,
  };
}

function bodyOf(v: PedValues, stored: PlayerPedAppearance): PlayerPedAppearance {
  return {
    gender: v.gender as PlayerPedAppearanceGender,
    mother: num(v.mother),
    father: num(v.father),
    resemblance: num(v.resemblance),
    skinTone: num(v.skinTone),
    hairStyle: num(v.hairStyle),
    hairColor: num(v.hairColor),
    ...(v.highlightColor.trim() ? { highlightColor: num(v.highlightColor) } : {}),
    eyeColor: num(v.eyeColor),
    // Face features and overlays have no field here: they stay as the game stored them.
    ...(stored.faceFeatures ? { faceFeatures: stored.faceFeatures } : {}),
    ...(stored.overlays ? { overlays: stored.overlays } : {}),
  };
}

function PedEditor() {
  const query = useGetPlayerPedEditor();
  return (
    <Section id="own-ped" title={tp.heading}>
      <Text color="fg.muted">{tp.intro}</Text>
      <QueryState query={query} pendingMinH="24rem">
        {(a) => <PedForm stored={a} />}
      </QueryState>
    </Section>
  );
}

const INTS = [
  ['mother', savePlayerPedEditorBodyMotherMax],
  ['father', savePlayerPedEditorBodyFatherMax],
  ['hairStyle', savePlayerPedEditorBodyHairStyleMax],
  ['hairColor', savePlayerPedEditorBodyHairColorMax],
  ['eyeColor', savePlayerPedEditorBodyEyeColorMax],
] as const;

function PedForm({ stored }: { stored: PlayerPedAppearance }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: SavePlayerPedEditorBody,
    initial: EMPTY,
    draft: pedDraft,
    toBody: (v: PedValues) => bodyOf(v.edited ? v : valuesOf(stored), stored),
  });
  const values = form.values.edited ? form.values : valuesOf(stored);
  const change = (key: keyof PedValues, value: string) =>
    form.update((v) => ({ ...(v.edited ? v : valuesOf(stored)), [key]: value, edited: true }));
  const save = useSavePlayerPedEditor({
    mutation: {
      onSuccess: (next) => {
        setFailure(null);
        client.setQueryData(getGetPlayerPedEditorQueryKey(), next);
        form.reset(EMPTY);
        notifier.create({ title: tp.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    save.mutate({ data });
  });
  const field = (key: keyof PedValues, label: string, helper: string, step = '1') => (
    <FormField key={key} label={label} message={form.message(key)} helper={helper} required={key !== 'highlightColor'}>
      <Input
        name={key}
        type="number"
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        step={step}
        value={String(values[key])}
        onChange={(e) => change(key, e.target.value)}
        onBlur={() => form.touch(key)}
      />
    </FormField>
  );
  const body = bodyOf(values, stored);
  const shown = (n: number | undefined) =>
    n === undefined ? tp.highlightNone : Number.isFinite(n) ? formatNumber(n) : '–';
  return (
    <Stack gap="4">
      <FormStack aria-label={tp.heading} onSubmit={submit}>
        <FormField label={tp.gender} message={form.message('gender')} required>
          <NativeSelect.Root>
            <NativeSelect.Field name="gender" value={values.gender} onChange={(e) => change('gender', e.target.value)}>
              {(Object.keys(tp.genders) as PlayerPedAppearanceGender[]).map((g) => (
                <option key={g} value={g}>
                  {tp.genders[g]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {INTS.map(([key, max]) => field(key, tp[key], tp.range(0, max)))}
          {field('highlightColor', tp.highlightColor, tp.range(0, savePlayerPedEditorBodyHairColorMax))}
          {field('resemblance', tp.resemblance, tp.range(0, 1), '0.01')}
          {field('skinTone', tp.skinTone, tp.range(0, 1), '0.01')}
        </SimpleGrid>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {tp.save}
          </Button>
          {form.values.edited ? (
            <Button type="button" variant="ghost" onClick={() => form.reset(EMPTY)}>
              {tp.reset}
            </Button>
          ) : null}
        </HStack>
      </FormStack>
      <Box as="section" aria-labelledby="own-ped-preview">
        <Text as="h3" fontWeight="semibold" id="own-ped-preview" mb="2">
          {tp.preview}
        </Text>
        <DataList.Root orientation="horizontal" size="sm" data-testid="ped-preview">
          <PreviewRow label={tp.gender} value={tp.genders[body.gender] ?? body.gender} />
          {INTS.map(([key]) => (
            <PreviewRow key={key} label={tp[key]} value={shown(body[key])} />
          ))}
          <PreviewRow label={tp.highlightColor} value={shown(body.highlightColor)} />
          <PreviewRow label={tp.resemblance} value={shown(body.resemblance)} />
          <PreviewRow label={tp.skinTone} value={shown(body.skinTone)} />
          <PreviewRow
            label={tp.features}
            value={tp.featuresValue(stored.faceFeatures?.filter((f) => f !== 0).length ?? 0)}
          />
          <PreviewRow label={tp.overlays} value={String(stored.overlays?.length ?? 0)} />
        </DataList.Root>
      </Box>
    </Stack>
  );
}

function PreviewRow({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
