// The upload limits the gallery checks before sending (src/features/pictures/upload-rules.ts)
// are the contract's: the encoding's image types, x-max-bytes and the pixel limit its
// description states. The generator does not carry them into code, so this test holds them equal.
import { describe, expect, it } from 'vitest';
import { followRefs, loadContract } from '../../scripts/contract/load.mjs';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_TYPES } from '../../src/features/pictures/upload-rules';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('gallery upload rules', () => {
  it('match the contract of uploadPicture', async () => {
    const doc = (await loadContract()) as Json;
    const op = doc.paths['/api/pictures'].post as Json;
    const media = op.requestBody.content['multipart/form-data'] as Json;
    const types = String(media.encoding.file.contentType)
      .split(',')
      .map((s) => s.trim());
    expect([...UPLOAD_TYPES].sort()).toEqual(types.sort());
    const schema = followRefs(doc, media.schema) as Json;
    expect(UPLOAD_MAX_BYTES).toBe(schema.properties.file['x-max-bytes']);
    expect(op.description).toContain(`${UPLOAD_MAX_PIXELS} x ${UPLOAD_MAX_PIXELS} pixels`);
  });
});
