// Scales a picture to fit a box while keeping its aspect ratio (like CSS object-fit: contain).

export interface Size {
  readonly width: number;
  readonly height: number;
}

export function fitWithin(source: Size, box: Size): Size {
  const { width, height } = source;
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return { width: 0, height: 0 };
  const scale = Math.min(box.width / width, box.height / height);
  return {
    width: Math.max(1, Math.min(box.width, Math.round(width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(height * scale))),
  };
}
