// What the server takes as an upload (openapi/paths/pictures.yaml: the encoding's types,
// x-max-bytes, the 4096 px limit of its description). The generator does not carry these into
// code yet, so they are stated here once; tests/integration/features-pictures-contract.test.tsx
// reads the contract and fails when they differ.
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5_242_880;
export const UPLOAD_MAX_PIXELS = 4096;

export type UploadProblem = 'type' | 'size' | 'pixels';

/** What is wrong with a chosen file, before its dimensions are known. */
export function fileProblem(file: { type: string; size: number }): UploadProblem | undefined {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return undefined;
}

export const tooLarge = (width: number, height: number) => width > UPLOAD_MAX_PIXELS || height > UPLOAD_MAX_PIXELS;
